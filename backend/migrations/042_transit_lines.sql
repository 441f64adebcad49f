-- Transit options become full shipping lines: the countries they serve, first and additional weight steps, the
-- volumetric divisor, a weight limit, delivery days as numbers and the goods they refuse. Existing rows keep
-- their prices: the first kilogram and each further started kilogram, as the fee articles state them.
alter table transit_options
  add column countries jsonb not null default '[]',
  add column first_weight_grams integer not null default 1000 check (first_weight_grams > 0),
  add column first_weight_fee_fen integer not null default 0 check (first_weight_fee_fen >= 0),
  add column additional_weight_grams integer not null default 1000 check (additional_weight_grams > 0),
  add column additional_weight_fee_fen integer not null default 0 check (additional_weight_fee_fen >= 0),
  add column volumetric_divisor integer not null default 6000 check (volumetric_divisor > 0),
  add column max_weight_grams integer not null default 30000 check (max_weight_grams > 0),
  add column delivery_days_min integer not null default 7 check (delivery_days_min >= 0),
  add column delivery_days_max integer not null default 15,
  add column restrictions jsonb not null default '[]',
  add constraint transit_options_days_order check (delivery_days_max >= delivery_days_min);

update transit_options o
set first_weight_fee_fen = o.first_weight_price_fen,
    additional_weight_fee_fen = o.price_per_kg_fen,
    delivery_days_min = coalesce(substring(o.estimated_days from '^\s*(\d+)')::integer, 7),
    delivery_days_max = greatest(
      coalesce(substring(o.estimated_days from '^\s*\d+\s*[-–]\s*(\d+)')::integer, substring(o.estimated_days from '^\s*(\d+)')::integer, 15),
      coalesce(substring(o.estimated_days from '^\s*(\d+)')::integer, 7)),
    countries = coalesce(
      (select jsonb_agg(c.code order by c.sort_order, c.code) from supported_countries c where c.tenant_id = o.tenant_id),
      '[]');

alter table transit_options
  drop column price_per_kg_fen,
  drop column first_weight_price_fen,
  drop column estimated_days;
