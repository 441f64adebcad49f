-- Live status: every change of a shopper's order, payment, parcel or transit order and every new or read
-- notification, recorded in the transaction of the change. The id is the stream's event id: a reconnecting page
-- asks for the rows after the last id it saw. Rows older than a day are pruned by an hourly job.
create table user_events (
  id bigserial primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  -- ORDER, PAYMENT, PARCEL, TRANSIT_ORDER or NOTIFICATION
  kind text not null,
  subject_id text not null,
  -- The number the shopper knows the subject by (order, payment or parcel number); null for notifications.
  subject_no text,
  status text not null,
  created_at timestamptz not null default now()
);
create index user_events_reader_idx on user_events (tenant_id, user_id, id);
create index user_events_created_idx on user_events (created_at);
