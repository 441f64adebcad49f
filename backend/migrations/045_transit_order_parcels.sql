-- The parcels a transit order was made with, kept on the order: a closed order gives its parcels back to stock
-- (their transit_order_id is cleared) yet still shows what it held.
alter table transit_orders add column parcel_ids jsonb not null default '[]';
update transit_orders o
set parcel_ids = coalesce((select jsonb_agg(p.id order by p.arrived_at, p.id) from purchase_parcels p where p.transit_order_id = o.id), '[]');
