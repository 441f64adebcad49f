-- Shoppers are per tenant: the same email may hold separate accounts on two tenants.
create table users (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  -- Stored lower-case; uniqueness is per tenant.
  email text not null,
  name text not null,
  phone_number text,
  second_email text,
  -- scrypt$N$r$p$salt$hash (base64)
  password_hash text not null,
  language text not null,
  promotion_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, email)
);

-- Bearer tokens: only the sha256 of the token is kept.
create table access_tokens (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  tenant_id text not null references tenants (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index access_tokens_user_idx on access_tokens (user_id);

create table promotion_codes (
  tenant_id text not null references tenants (id) on delete cascade,
  -- Stored upper-case.
  code text not null,
  description text not null default '',
  active boolean not null default true,
  expires_at timestamptz,
  primary key (tenant_id, code)
);
