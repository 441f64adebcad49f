-- Home-page content: images by position (banners are position HOME_BANNER), announcements, slogan, FAQ items.
-- `language` null on an image means "shown in every language".
create table site_images (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  position text not null,
  language text,
  image_url text not null default '',
  link text,
  title text,
  sort_order integer not null default 0
);
create index site_images_tenant_idx on site_images (tenant_id, position, sort_order);

create table site_announcements (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  language text not null,
  title text not null,
  content text not null,
  published_at timestamptz not null default now()
);
create index site_announcements_tenant_idx on site_announcements (tenant_id, language, published_at desc);

create table site_slogans (
  tenant_id text not null references tenants (id) on delete cascade,
  language text not null,
  title text not null,
  subtitle text not null default '',
  primary key (tenant_id, language)
);

create table site_faq_items (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  language text not null,
  question text not null,
  answer text not null,
  sort_order integer not null default 0
);
create index site_faq_items_tenant_idx on site_faq_items (tenant_id, language, sort_order);
