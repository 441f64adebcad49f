-- Catalogue, part 5: keyword search. `search_title` (English and Chinese titles) and `search_extra` (category,
-- shop, brand and variant names) hold tokens prepared by modules/product/searchText.ts: lower-case Latin words
-- with a light plural stemming, and Chinese written as single characters plus overlapping character pairs, so
-- the built-in 'simple' configuration (no Chinese dictionary is needed, and none ships with PGlite) can match
-- both languages. The vector weighs title tokens (A) above the rest (B); a GIN index serves the @@ match.
alter table products add column search_title text not null default '';
alter table products add column search_extra text not null default '';
alter table products add column search_vector tsvector generated always as (
  setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_extra), 'B')
) stored;
create index products_search_idx on products using gin (search_vector);
