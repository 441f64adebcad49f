-- Every mail the API sends. Without SMTP this is the delivery channel (read by the operator endpoint).
create table mail_outbox (
  id text primary key,
  tenant_id text references tenants (id) on delete cascade,
  to_email text not null,
  subject text not null,
  body_text text not null,
  -- The one-time code carried by the mail, for tests and demos (kept null when SMTP delivered it in production).
  code text,
  transport text not null check (transport in ('outbox', 'smtp')),
  created_at timestamptz not null default now()
);
create index mail_outbox_to_idx on mail_outbox (to_email, created_at desc);
