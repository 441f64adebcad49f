-- Catalogue, part 3: what a shopper chooses on the product page. Properties (colour, size, ...) with their
-- values, and SKUs: one per combination of values, each with its own price (fen) and stock.
create table product_properties (
  product_id bigint not null references products (id) on delete cascade,
  property_id text not null,
  position integer not null,
  name_en text not null,
  name_zh text not null,
  primary key (product_id, property_id)
);

create table product_property_values (
  product_id bigint not null references products (id) on delete cascade,
  property_id text not null,
  value_id text not null,
  position integer not null,
  name_en text not null,
  name_zh text not null,
  image text,
  primary key (product_id, value_id),
  foreign key (product_id, property_id) references product_properties (product_id, property_id) on delete cascade
);

create table product_skus (
  product_id bigint not null references products (id) on delete cascade,
  sku_id text not null,
  -- One value id per property, in the order of product_properties.position.
  value_ids jsonb not null,
  price_fen integer not null check (price_fen >= 0),
  stock integer not null check (stock >= 0),
  image text,
  primary key (product_id, sku_id)
);
