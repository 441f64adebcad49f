-- The shopper's balance per tenant, kept as a ledger in integer fen. balance_fen is the running sum of the user's
-- ledger_entries (every change of it inserts one entry in the same transaction, under this row's lock);
-- frozen_fen is the part held by pending withdrawals, never more than the balance.
create table user_accounts (
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  balance_fen bigint not null default 0 check (balance_fen >= 0),
  frozen_fen bigint not null default 0 check (frozen_fen >= 0 and frozen_fen <= balance_fen),
  -- scrypt$N$r$p$salt$hash of the 6-digit pay password; null until the shopper sets one.
  pay_password_hash text,
  -- Wrong pay passwords since the last right one; at 5 paying is locked until pay_password_locked_until.
  pay_password_failures integer not null default 0,
  pay_password_locked_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);

-- Every movement of money, signed (credit > 0, debit < 0), with why and what caused it.
create table ledger_entries (
  id text primary key,
  tenant_id text not null,
  user_id text not null,
  type text not null check (type in ('DEPOSIT', 'ONLINE_TOP_UP', 'PAYMENT', 'REFUND', 'WITHDRAWAL')),
  amount_fen bigint not null check (amount_fen <> 0),
  balance_after_fen bigint not null check (balance_after_fen >= 0),
  reason text not null,
  -- Payment number, refund number, deposit/withdrawal request number or pay code.
  reference_no text not null,
  order_no text,
  created_at timestamptz not null default clock_timestamp(),
  foreign key (tenant_id, user_id) references user_accounts (tenant_id, user_id) on delete cascade
);
create index ledger_entries_user_idx on ledger_entries (tenant_id, user_id, created_at desc);
-- One credit or debit per (type, reference): a refund, deposit or payment is booked once, whatever retries.
create unique index ledger_entries_reference_key on ledger_entries (tenant_id, type, reference_no);

-- What a shopper owes: one record per order to settle (purchase orders now, transit orders later).
create table payments (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  payment_no text not null unique,
  order_type text not null check (order_type in ('PURCHASE', 'TRANSIT')),
  order_no text not null,
  amount_fen bigint not null check (amount_fen > 0),
  status text not null default 'UNPAID' check (status in ('UNPAID', 'PAID', 'CANCELLED')),
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index payments_user_idx on payments (tenant_id, user_id, status, created_at desc);
create unique index payments_order_key on payments (tenant_id, order_type, order_no) where status <> 'CANCELLED';

-- Refunds to the balance (a closed order's paid amount, or one item the agent could not buy).
create table refunds (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  refund_no text not null unique,
  order_type text not null check (order_type in ('PURCHASE', 'TRANSIT')),
  order_no text not null,
  amount_fen bigint not null check (amount_fen > 0),
  reason text not null check (reason in ('ORDER_CLOSED', 'ITEM_UNAVAILABLE')),
  item_title text,
  created_at timestamptz not null default clock_timestamp()
);
create index refunds_user_idx on refunds (tenant_id, user_id, created_at desc);
