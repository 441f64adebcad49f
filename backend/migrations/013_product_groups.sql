-- Home-page product selections. Products live in the catalogue (migrations 02x), so product ids are joined at
-- read time rather than referenced by a foreign key; a product that has gone is simply not shown.
create table preferred_products (
  tenant_id text not null references tenants (id) on delete cascade,
  product_id text not null,
  sort_order integer not null default 0,
  primary key (tenant_id, product_id)
);

create table product_groups (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  kind text not null check (kind in ('PREFERRED', 'RECOMMEND')),
  -- Group name per language, e.g. {"en": "Fashion picks", "zh-CN": "时尚精选"}.
  names jsonb not null,
  sort_order integer not null default 0
);
create index product_groups_tenant_idx on product_groups (tenant_id, kind, sort_order);

create table product_group_items (
  group_id text not null references product_groups (id) on delete cascade,
  tenant_id text not null references tenants (id) on delete cascade,
  product_id text not null,
  sort_order integer not null default 0,
  primary key (group_id, product_id)
);
create index product_group_items_tenant_idx on product_group_items (tenant_id, group_id, sort_order);
