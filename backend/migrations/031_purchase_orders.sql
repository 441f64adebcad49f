-- Purchase orders: goods the agent buys for the shopper, by shop, delivered to one tenant warehouse.
-- Amounts in integer fen, fixed when the order is created (the fee rule of the tenant at that time).
create table purchase_orders (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  order_no text not null unique,
  status text not null default 'PENDING_PAYMENT'
    check (status in ('PENDING_PAYMENT', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'IN_WAREHOUSE', 'CLOSED')),
  -- The warehouse as chosen (a copy: the tenant may edit or remove it later).
  warehouse_id text not null,
  warehouse jsonb not null,
  remark text not null default '',
  goods_fen bigint not null check (goods_fen >= 0),
  domestic_shipping_fen bigint not null check (domestic_shipping_fen >= 0),
  service_fee_fen bigint not null check (service_fee_fen >= 0),
  total_fen bigint not null check (total_fen > 0),
  paid_fen bigint not null default 0 check (paid_fen >= 0),
  refunded_fen bigint not null default 0 check (refunded_fen >= 0 and refunded_fen <= paid_fen),
  payment_no text not null,
  -- When the fulfilment worker should take the next step (null: nothing scheduled).
  next_step_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  closed_at timestamptz
);
create index purchase_orders_user_idx on purchase_orders (tenant_id, user_id, status, created_at desc);
create index purchase_orders_due_idx on purchase_orders (next_step_at) where next_step_at is not null;

create table purchase_order_items (
  id text primary key,
  order_id text not null references purchase_orders (id) on delete cascade,
  tenant_id text not null,
  position integer not null,
  platform text not null,
  product_id text not null,
  product_url text not null,
  sku_id text not null default '',
  sku_label text not null default '',
  title text not null,
  image text not null default '',
  shop_id text not null,
  shop_name text not null,
  quantity integer not null check (quantity >= 1),
  unit_price_fen bigint not null check (unit_price_fen >= 0),
  message text not null default '',
  status text not null default 'WAITING' check (status in ('WAITING', 'BOUGHT', 'REFUNDED')),
  refunded_fen bigint not null default 0 check (refunded_fen >= 0)
);
create index purchase_order_items_order_idx on purchase_order_items (order_id, position);

-- The order's timeline: one row per status reached (and notable events), oldest first.
create table purchase_order_events (
  id text primary key,
  order_id text not null references purchase_orders (id) on delete cascade,
  status text not null,
  note text not null default '',
  at timestamptz not null default clock_timestamp()
);
create index purchase_order_events_order_idx on purchase_order_events (order_id, at);

-- Per-tenant fee rule of purchase orders (absent row: the defaults in modules/orders/fees.ts).
create table tenant_commerce_settings (
  tenant_id text primary key references tenants (id) on delete cascade,
  -- Service fee in basis points of the goods (500 = 5 %), at least min_service_fee_fen per order.
  service_fee_bp integer not null check (service_fee_bp >= 0 and service_fee_bp <= 10000),
  min_service_fee_fen bigint not null check (min_service_fee_fen >= 0),
  domestic_shipping_per_shop_fen bigint not null check (domestic_shipping_per_shop_fen >= 0)
);
