-- Services on a transit order, offered per tenant and priced by the server when the order is made.
-- Tenant settings (tenant_commerce_settings; null = the tenant does not offer the service):
--   insurance_rate_bp        insurance premium as basis points of the declared value, at least insurance_min_fen;
--   reinforced_packing_fee_fen  a fixed fee per parcel for reinforced packing (corner guards, double carton);
--   trial_packing_fee_fen    a fixed fee per order for packing, weighing and measuring before the shopper pays.
-- Transit orders keep the declared value and the fee of each service chosen (null = not chosen), so a later change
-- of the tenant's prices never changes an order already made.
alter table tenant_commerce_settings
  add column insurance_rate_bp integer check (insurance_rate_bp between 1 and 10000),
  add column insurance_min_fen integer not null default 0 check (insurance_min_fen >= 0),
  add column reinforced_packing_fee_fen integer check (reinforced_packing_fee_fen >= 0),
  add column trial_packing_fee_fen integer check (trial_packing_fee_fen >= 0);
alter table transit_orders
  add column declared_value_fen integer not null default 0 check (declared_value_fen >= 0),
  add column insurance_fee_fen integer check (insurance_fee_fen >= 0),
  add column reinforced_packing_fee_fen integer check (reinforced_packing_fee_fen >= 0),
  add column trial_packing_fee_fen integer check (trial_packing_fee_fen >= 0);
