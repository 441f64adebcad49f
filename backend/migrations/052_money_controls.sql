-- Online top-ups go through a payment provider: which one made the payment, what it reported as paid (amount and
-- currency come from the provider's signed notification, never from the browser) and its own reference.
alter table onepay_codes add column provider text not null default 'SIMULATED';
alter table onepay_codes add column paid_amount_fen bigint check (paid_amount_fen is null or paid_amount_fen > 0);
alter table onepay_codes add column paid_currency text;
alter table onepay_codes add column provider_ref text;
-- Where the shopper pays this code, as the provider answered when it was made.
alter table onepay_codes add column pay_url text;
create index onepay_codes_open_idx on onepay_codes (tenant_id, user_id) where status = 'PENDING';

-- Deposit and withdrawal requests carry a version that every change by the shopper moves on, so an operator's
-- approval names the version that was reviewed; the history keeps each version and decision.
alter table fund_requests add column version integer not null default 1 check (version >= 1);
create index fund_requests_open_idx on fund_requests (tenant_id, user_id, kind) where status = 'PENDING';
create index fund_requests_status_idx on fund_requests (kind, status, created_at desc);

create table fund_request_events (
  id bigserial primary key,
  request_id text not null references fund_requests (id) on delete cascade,
  version integer not null,
  -- CREATED, UPDATED (by the shopper), APPROVED, REJECTED (by an operator)
  action text not null check (action in ('CREATED', 'UPDATED', 'APPROVED', 'REJECTED')),
  amount_fen bigint not null,
  fee_fen bigint not null,
  channel_id text,
  receipt_key text,
  note text not null default '',
  created_at timestamptz not null default now()
);
create index fund_request_events_request_idx on fund_request_events (request_id, id);
