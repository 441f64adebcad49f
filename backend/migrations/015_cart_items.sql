-- Shopping cart: one row per (user, product, variant) of a tenant. The product's title, picture, shop and variant
-- label are kept as shown when the item was added (a marketplace item can change or disappear later; the cart
-- still shows what the shopper chose, flagged unavailable by a refresh). Money in integer fen.
create table cart_items (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  platform text not null
    check (platform in ('SelfOwned', 'Taobao', 'Tmall', 'JD', 'Alibaba', 'Yiwugou', 'Poizon')),
  -- The marketplace's own product id and the canonical link the item was added with.
  product_id text not null,
  product_url text not null,
  -- '' for a product without variants, so the one-line-per-variant key below stays a plain unique index.
  sku_id text not null default '',
  quantity integer not null check (quantity >= 1),
  -- The product's minimum order quantity when the item was last priced.
  min_quantity integer not null default 1 check (min_quantity >= 1),
  unit_price_fen integer not null check (unit_price_fen >= 0),
  message text not null default '' check (char_length(message) <= 500),
  title text not null,
  image text not null default '',
  sku_label text not null default '',
  shop_id text not null,
  shop_name text not null,
  available boolean not null default true,
  -- clock_timestamp(): lines added in one transaction (POST /multiple) keep the order they were sent in.
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now()
);
create unique index cart_items_line_key on cart_items (tenant_id, user_id, platform, product_id, sku_id);
create index cart_items_user_idx on cart_items (tenant_id, user_id, created_at);
