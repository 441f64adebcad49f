-- One-time email codes (sign-up, forgotten password, email change, pay password).
create table email_codes (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  email text not null,
  -- sha256 of tenant id, email and code; the code itself is only in the mail.
  code_hash text not null,
  requester_ip text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  failed_attempts integer not null default 0
);
create index email_codes_lookup_idx on email_codes (tenant_id, email, created_at desc);
create index email_codes_ip_idx on email_codes (requester_ip, created_at);

-- A successful POST /verify-email-code: lets a sign-up without a code through within 30 minutes, once.
create table email_verifications (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  email text not null,
  verified_at timestamptz not null default now(),
  used_at timestamptz
);
create index email_verifications_lookup_idx on email_verifications (tenant_id, email, verified_at desc);
