-- Listings without a keyword (a category with its sub-categories, or one shop) rank by sales after relevance.
-- The catalogue query names a category and its children as one set (`category_id in (select id from categories
-- where id = $1 or parent_id = $1)`), so each category is an index range; with sales in the index the rows of a
-- range come in listing order. The single-column indexes these replace are their prefixes (foreign-key lookups
-- use the new ones just as well).
create index products_category_sales_idx on products (category_id, sales desc, id);
drop index products_category_idx;
create index products_shop_sales_idx on products (shop_id, sales desc, id);
drop index products_shop_idx;
