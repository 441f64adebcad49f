-- Login attempts in flight or failed in the last 15 minutes, for throttling POST /front/user/login per
-- (tenant, email) and per (tenant, client IP). In the database so the limits hold across API replicas.
-- A successful login deletes the rows of its email; older rows are pruned when a failure is recorded.
create table login_attempts (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  -- Lower-case, whether or not an account has it (unknown emails are throttled the same way).
  email text not null,
  ip text not null default '',
  created_at timestamptz not null default now()
);
create index login_attempts_email_idx on login_attempts (tenant_id, email, created_at);
create index login_attempts_ip_idx on login_attempts (tenant_id, ip, created_at);
