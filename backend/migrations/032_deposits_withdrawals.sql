-- How shoppers of a tenant send money (bank transfer, wallets, ...) and get it back.
create table deposit_channels (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  kind text not null check (kind in ('BANK', 'WALLET', 'CARD', 'MOBILE_MONEY', 'CASH', 'PAYPAL')),
  name text not null,
  account_name text not null default '',
  account_no text not null default '',
  instructions text not null default '',
  min_amount_fen bigint not null default 0 check (min_amount_fen >= 0),
  -- Fee in basis points of the amount plus a fixed part.
  fee_bp integer not null default 0 check (fee_bp >= 0 and fee_bp < 10000),
  fee_fixed_fen bigint not null default 0 check (fee_fixed_fen >= 0),
  withdrawals boolean not null default true,
  enabled boolean not null default true,
  sort_order integer not null default 0
);
create index deposit_channels_tenant_idx on deposit_channels (tenant_id, sort_order);

-- Deposit and withdrawal requests, decided by an operator. A pending withdrawal holds its amount in
-- user_accounts.frozen_fen.
create table fund_requests (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  request_no text not null unique,
  kind text not null check (kind in ('DEPOSIT', 'WITHDRAWAL')),
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  amount_fen bigint not null check (amount_fen > 0),
  fee_fen bigint not null default 0 check (fee_fen >= 0 and fee_fen < amount_fen),
  channel_id text references deposit_channels (id) on delete set null,
  account text not null default '',
  remark text not null default '',
  -- Storage key of the private receipt image (deposits).
  receipt_key text,
  reject_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  decided_at timestamptz
);
create index fund_requests_user_idx on fund_requests (tenant_id, user_id, created_at desc);

-- Online top-ups: a pay code opened on the simulated pay page, credited once when paid.
create table onepay_codes (
  pay_code text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  amount_fen bigint not null check (amount_fen > 0),
  -- A payment to settle right after the credit, when the balance covers it.
  payment_no text,
  status text not null default 'PENDING' check (status in ('PENDING', 'PAID', 'EXPIRED')),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index onepay_codes_user_idx on onepay_codes (tenant_id, user_id, created_at desc);
