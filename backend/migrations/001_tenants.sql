-- Tenants (one branded storefront each) and the hosts that resolve to them.
create table tenants (
  id text primary key,
  slug text not null unique,
  name text not null,
  description text not null default '',
  theme_color text not null,
  logo_image text not null default '',
  default_language text not null,
  supported_languages jsonb not null,
  timezone_offset numeric(4, 2) not null default 0,
  service_email text not null default '',
  service_phone text not null default '',
  service_social_accounts jsonb not null default '[]',
  social_media_platforms jsonb not null default '[]',
  footer_links jsonb not null default '[]',
  analytics_code text,
  google_analytics_trace_id text,
  currency text not null,
  -- Units of `currency` per 1 CNY.
  cny_exchange_rate numeric(14, 4) not null,
  registration_entity jsonb,
  preference jsonb not null,
  privacy_policy_html text not null default '',
  terms_of_use_html text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Host names are stored lower-case without port.
create table tenant_hosts (
  host text primary key,
  tenant_id text not null references tenants (id) on delete cascade
);
create index tenant_hosts_tenant_idx on tenant_hosts (tenant_id);
