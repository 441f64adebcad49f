-- Inspection at the warehouse: each purchase-order item gets photos and its measured weight when the goods
-- arrive; the shopper accepts the item or asks for a return or an exchange, which an operator decides.
alter table purchase_order_items add column inspection_photos jsonb not null default '[]';
alter table purchase_order_items add column inspected_weight_grams integer check (inspected_weight_grams > 0);
alter table purchase_order_items add column inspected_at timestamptz;
alter table purchase_order_items add column accepted_at timestamptz;

-- What an approved return refunds besides the goods (a tenant setting; tenants without a commerce settings row
-- use the defaults: the goods only).
alter table tenant_commerce_settings
  add column return_refunds_service_fee boolean not null default false,
  add column return_refunds_domestic_shipping boolean not null default false;

-- An approved return is a refund of its own kind.
alter table refunds drop constraint refunds_reason_check;
alter table refunds add constraint refunds_reason_check check (reason in ('ORDER_CLOSED', 'ITEM_UNAVAILABLE', 'ITEM_RETURNED'));

-- A shopper's request to return or exchange one inspected item. At most one PENDING request per item; a
-- decision bumps `version`, so an operator's approval names the version it read and a changed request answers
-- 409 instead of being decided twice.
create table item_after_sale_requests (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  order_id text not null references purchase_orders (id) on delete cascade,
  item_id text not null references purchase_order_items (id) on delete cascade,
  request_no text not null unique,
  kind text not null check (kind in ('RETURN', 'EXCHANGE')),
  reason text not null,
  detail text not null default '',
  -- Image URLs the shopper attached.
  photos jsonb not null default '[]',
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  version integer not null default 1,
  decision_note text not null default '',
  refund_no text,
  refunded_fen bigint not null default 0 check (refunded_fen >= 0),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create unique index item_after_sale_requests_open_idx on item_after_sale_requests (item_id) where status = 'PENDING';
create index item_after_sale_requests_item_idx on item_after_sale_requests (item_id, created_at desc);
create index item_after_sale_requests_user_idx on item_after_sale_requests (tenant_id, user_id, status);
create index item_after_sale_requests_review_idx on item_after_sale_requests (status, created_at);
