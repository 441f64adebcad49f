-- Parcels waiting in a tenant's China warehouse for their owner to ship them home: the goods of a purchase order
-- (one parcel per shop shipment) or a parcel the shopper sent there themselves, matched by their member code.
-- A parcel belongs to at most one open transit order at a time (transit_order_id, set and cleared with the
-- status under a row lock).
create table purchase_parcels (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  parcel_no text not null unique,
  source text not null check (source in ('PURCHASE', 'SELF_SHIPPED')),
  purchase_order_id text references purchase_orders (id) on delete set null,
  order_no text,
  -- Which shipment of the order this is (the shop it came from): one parcel per shop shipment.
  shipment_key text,
  tracking_no text,
  warehouse_id text not null,
  -- [{ title, image, skuLabel, quantity }]
  items jsonb not null default '[]',
  weight_grams integer not null check (weight_grams > 0),
  length_cm integer not null check (length_cm > 0),
  width_cm integer not null check (width_cm > 0),
  height_cm integer not null check (height_cm > 0),
  -- Image URLs taken at the warehouse.
  photos jsonb not null default '[]',
  arrived_at timestamptz not null default now(),
  free_storage_until timestamptz not null,
  status text not null default 'IN_STOCK' check (status in ('IN_STOCK', 'IN_TRANSIT_ORDER', 'SHIPPED')),
  transit_order_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'IN_STOCK') = (transit_order_id is null)),
  check (source = 'SELF_SHIPPED' or order_no is not null)
);
-- The stock-in list: a shopper's parcels by status, newest first (one index scan for count and page).
create index purchase_parcels_user_idx on purchase_parcels (tenant_id, user_id, status, arrived_at desc, id);
create unique index purchase_parcels_shipment_key on purchase_parcels (purchase_order_id, shipment_key)
  where purchase_order_id is not null;
create index purchase_parcels_transit_idx on purchase_parcels (transit_order_id) where transit_order_id is not null;
