-- Catalogue text in more languages than English and Chinese: a jsonb object per row, language → text
-- ({"fr": "Robe coton", "ar": "فستان قطن"}), for titles, descriptions, category names, property names and values.
-- The API answers in the request's language, falling back to English, then Chinese; a product source (the demo
-- seed, or an operator's own) fills in whichever languages it has. Search tokens of every language are kept in
-- search_title/search_extra (modules/product/searchText.ts).
alter table products add column titles jsonb not null default '{}';
alter table products add column descriptions jsonb not null default '{}';
alter table categories add column names jsonb not null default '{}';
alter table product_properties add column names jsonb not null default '{}';
alter table product_property_values add column names jsonb not null default '{}';
