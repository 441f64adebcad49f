-- Messages to one shopper (order and parcel events, account notices); read_at null = unread.
create table user_notifications (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  title text not null,
  content text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index user_notifications_user_idx on user_notifications (tenant_id, user_id, created_at desc);
create index user_notifications_unread_idx on user_notifications (tenant_id, user_id) where read_at is null;
