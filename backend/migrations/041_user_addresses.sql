-- A shopper's delivery and billing addresses (one table, `kind` tells them apart), their member code and the
-- China warehouses whose receiving address they keep.
create table user_addresses (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  kind text not null check (kind in ('DELIVERY', 'BILLING')),
  recipient text not null,
  phone text not null,
  country text not null,
  region_codes jsonb not null default '[]',
  region_names jsonb not null default '[]',
  city text not null,
  street text not null,
  postcode text not null default '',
  is_default boolean not null default false,
  -- Billing addresses only.
  seller_kind text check (seller_kind in ('COMPANY', 'INDIVIDUAL')),
  company_name text,
  tax_number text,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now(),
  check ((kind = 'BILLING') = (seller_kind is not null)),
  check (seller_kind is distinct from 'COMPANY' or (company_name <> '' and tax_number <> ''))
);
create index user_addresses_owner_idx on user_addresses (tenant_id, user_id, kind, created_at desc);
-- At most one default per shopper and kind.
create unique index user_addresses_one_default on user_addresses (tenant_id, user_id, kind) where is_default;

-- One member code per shopper and tenant: written on parcels sent to a China warehouse so staff can match them.
create table member_codes (
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  code text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id),
  unique (tenant_id, code)
);

create table user_warehouses (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  warehouse_id text not null references tenant_warehouses (id) on delete cascade,
  created_at timestamptz not null default clock_timestamp(),
  unique (tenant_id, user_id, warehouse_id)
);
