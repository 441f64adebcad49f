-- A shipping line may limit the longest side of a box (air couriers do, freight seldom): null means no limit.
-- The estimator, the transit quote, the consolidation advice and the packing step refuse a longer box.
alter table transit_options add column max_length_cm integer check (max_length_cm > 0);
