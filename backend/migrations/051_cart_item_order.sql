-- Cart lines list in the order they were added. created_at cannot tell apart lines added together (a transaction
-- has one now()), and ids are random, so each line also takes the next number of a sequence when inserted. Lines
-- already in carts get numbers in no particular order among equal created_at values, as they were listed before.
alter table cart_items add column added_seq bigserial not null;
