-- Region and city names of the address trees in the tenant's other languages, by locale (as
-- tenant_warehouses.name_translations): the API answers in the request's language and falls back to `name` for
-- every language not listed. A saved address keeps its district codes, so its region names are read in the
-- reader's language from this column too.
alter table address_districts add column name_translations jsonb not null default '{}'::jsonb;
