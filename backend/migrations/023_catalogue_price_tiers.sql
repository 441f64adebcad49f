-- Catalogue, part 4: wholesale price tiers (1688, Yiwugou): from `start_quantity` pieces on, each costs
-- `price_fen`. Only products with price_mode SPU_PRICE_RANGE have tiers; the first tier's start quantity is the
-- product's minimum order quantity.
create table product_price_tiers (
  product_id bigint not null references products (id) on delete cascade,
  start_quantity integer not null check (start_quantity >= 1),
  price_fen integer not null check (price_fen >= 0),
  primary key (product_id, start_quantity)
);
