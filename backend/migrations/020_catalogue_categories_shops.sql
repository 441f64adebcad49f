-- Catalogue, part 1: categories (two levels) and shops. The catalogue stands in for the marketplaces' own
-- product APIs (see modules/product/source.ts): marketplace rows are shared by every tenant; a shop with a
-- tenant_id is that tenant's own shop (self-owned items) and is visible to that tenant only.
create table categories (
  id text primary key,
  parent_id text references categories (id) on delete cascade,
  name_en text not null,
  name_zh text not null,
  sort_order integer not null default 0
);
create index categories_parent_idx on categories (parent_id, sort_order);

create table shops (
  id text primary key,
  platform text not null
    check (platform in ('SelfOwned', 'Taobao', 'Tmall', 'JD', 'Alibaba', 'Yiwugou', 'Poizon')),
  tenant_id text references tenants (id) on delete cascade,
  name_en text not null,
  name_zh text not null,
  website text,
  check ((platform = 'SelfOwned') = (tenant_id is not null))
);
create index shops_tenant_idx on shops (tenant_id) where tenant_id is not null;
