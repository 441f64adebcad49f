-- The step-by-step how-to-use page: a banner per language and alternating image/text steps.
create table how_to_use_pages (
  tenant_id text not null references tenants (id) on delete cascade,
  language text not null,
  banner_image text,
  primary key (tenant_id, language)
);

create table how_to_use_steps (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  language text not null,
  sort_order integer not null default 0,
  step_name text not null,
  step_remark text not null default '',
  step_image text not null default '',
  step_desc text not null default '',
  background_image text not null default ''
);
create index how_to_use_steps_tenant_idx on how_to_use_steps (tenant_id, language, sort_order);
