-- Warehouse names and addresses, and shipping line names and descriptions, in the tenant's other languages, by
-- locale (as deposit_channels.instructions_translations): the API answers in the request's language and falls back
-- to the column's own text for every language not listed. A line is still chosen by its `name`; the API also
-- accepts any of its translated names, which is what a shopper's page sends back.
alter table tenant_warehouses add column name_translations jsonb not null default '{}'::jsonb;
alter table tenant_warehouses add column address_translations jsonb not null default '{}'::jsonb;
alter table transit_options add column name_translations jsonb not null default '{}'::jsonb;
alter table transit_options add column description_translations jsonb not null default '{}'::jsonb;
