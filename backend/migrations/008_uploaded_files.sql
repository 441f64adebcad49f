-- Every file stored through an upload policy (POST /oss). A policy works once (policy_hash is unique), no two
-- uploads share a key, the bytes count against the tenant's quota, and private files name their owner.
create table uploaded_files (
  key text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  -- The folder under the tenant: product-search (public), receipts (private to owner_user_id).
  folder text not null,
  owner_user_id text,
  bytes integer not null,
  policy_hash text not null unique,
  created_at timestamptz not null default now()
);
create index uploaded_files_tenant_idx on uploaded_files (tenant_id);
