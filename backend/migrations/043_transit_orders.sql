-- Transit orders: parcels shipped home together on one line, PACKING → AWAITING_PAYMENT (weighed, a TRANSIT
-- payment raised) → PAID → SHIPPED → DELIVERED → COMPLETED, or CLOSED before payment. Money in integer fen.
create table transit_orders (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  order_no text not null unique,
  status text not null default 'PACKING'
    check (status in ('PACKING', 'AWAITING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CLOSED')),
  transit_option_name text not null,
  -- The line's prices and rules when the order was made (the tenant may change the line later).
  tariff jsonb not null,
  country text not null,
  self_pickup boolean not null default false,
  -- Delivery: the address as chosen (a copy); pickup: the LOCAL warehouse as chosen (a copy).
  address_id text,
  destination jsonb,
  pickup_warehouse_id text,
  pickup_point jsonb,
  local_express_company text,
  remark text not null default '',
  estimated_actual_grams integer not null,
  estimated_volumetric_grams integer not null,
  estimated_chargeable_grams integer not null,
  estimated_fee_fen bigint not null check (estimated_fee_fen >= 0),
  -- Measured at packing.
  actual_grams integer,
  volumetric_grams integer,
  chargeable_grams integer,
  packed_length_cm integer,
  packed_width_cm integer,
  packed_height_cm integer,
  first_weight_fee_fen bigint,
  additional_units integer,
  additional_weight_fee_fen bigint,
  fee_fen bigint check (fee_fen >= 0),
  payment_no text,
  carrier text,
  tracking_no text,
  -- When the fulfilment worker should take the next step (null: nothing scheduled).
  next_step_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  closed_at timestamptz,
  check (self_pickup = (pickup_point is not null)),
  check (self_pickup or destination is not null),
  check (status in ('PACKING', 'CLOSED') or fee_fen is not null)
);
create index transit_orders_user_idx on transit_orders (tenant_id, user_id, status, created_at desc);
create index transit_orders_due_idx on transit_orders (next_step_at) where next_step_at is not null;
create index transit_orders_payment_idx on transit_orders (payment_no) where payment_no is not null;

-- The order's timeline: one row per status reached, oldest first.
create table transit_order_events (
  id text primary key,
  order_id text not null references transit_orders (id) on delete cascade,
  status text not null,
  note text not null default '',
  at timestamptz not null default clock_timestamp()
);
create index transit_order_events_order_idx on transit_order_events (order_id, at);

-- Carrier scans after shipping.
create table transit_tracking_events (
  id text primary key,
  order_id text not null references transit_orders (id) on delete cascade,
  code text not null,
  location text not null,
  at timestamptz not null
);
create index transit_tracking_events_order_idx on transit_tracking_events (order_id, at);

alter table purchase_parcels
  add constraint purchase_parcels_transit_order_fk foreign key (transit_order_id) references transit_orders (id);
