-- Storage deadlines: how many days before a parcel's free storage ends its owner is reminded (a tenant setting,
-- 0 = no reminder; tenants without a commerce settings row use the default of 5), and when a parcel's reminder
-- went out, so each parcel is reminded once.
alter table tenant_commerce_settings
  add column storage_reminder_days integer not null default 5 check (storage_reminder_days between 0 and 30);
alter table purchase_parcels add column storage_reminded_at timestamptz;
create index purchase_parcels_storage_reminder_idx on purchase_parcels (free_storage_until)
  where status = 'IN_STOCK' and storage_reminded_at is null;
