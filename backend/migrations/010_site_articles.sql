-- Tenant articles (how-to-use, shipping charges, about us, ...) in each of the tenant's languages, and which
-- article types a tenant enables (the storefront shows a navigation item per enabled type).
create table site_article_types (
  tenant_id text not null references tenants (id) on delete cascade,
  type text not null check (type in ('ABOUT_US', 'ABOUT_TRANSIT', 'ABOUT_TRANSIT_FEE', 'HOW_TO_USE',
    'PROHIBITED_PURCHASE_ITEMS', 'USER_AGREEMENT', 'FAQ', 'PAYMENT_GUIDE', 'SOURCING_SERVICE')),
  enabled boolean not null default true,
  sort_order integer not null default 0,
  primary key (tenant_id, type)
);

create table site_articles (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  type text not null,
  language text not null,
  title text not null,
  -- Tenant HTML; the storefront sanitises it before rendering.
  content text not null,
  updated_at timestamptz not null default now(),
  unique (tenant_id, type, language)
);
