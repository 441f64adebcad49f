-- Per-tenant reference data: warehouses, countries shipped to, address districts, transit (shipping) options.
create table tenant_warehouses (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  name text not null,
  region text not null check (region in ('LOCAL', 'CHINA')),
  country text not null,
  address text not null,
  contact_name text not null,
  contact_phone text not null,
  postcode text not null default '',
  sort_order integer not null default 0
);
create index tenant_warehouses_tenant_idx on tenant_warehouses (tenant_id, region, sort_order);

create table supported_countries (
  tenant_id text not null references tenants (id) on delete cascade,
  code text not null,
  name text not null,
  phone_code text not null,
  sort_order integer not null default 0,
  primary key (tenant_id, code)
);

-- A tree per country: provinces (parent_code null), cities, districts.
create table address_districts (
  tenant_id text not null references tenants (id) on delete cascade,
  country text not null,
  code text not null,
  name text not null,
  parent_code text,
  sort_order integer not null default 0,
  primary key (tenant_id, country, code)
);
create index address_districts_parent_idx on address_districts (tenant_id, country, parent_code);

create table transit_options (
  tenant_id text not null references tenants (id) on delete cascade,
  name text not null,
  description text not null default '',
  -- Money in fen.
  price_per_kg_fen integer not null,
  first_weight_price_fen integer not null,
  estimated_days text not null,
  self_pickup_available boolean not null default false,
  sort_order integer not null default 0,
  primary key (tenant_id, name)
);
