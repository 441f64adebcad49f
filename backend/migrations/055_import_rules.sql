-- Import rules per destination country, tenant data an operator edits: what customs charge on a parcel arriving
-- from China, from the day the rule applies. duty_rate_bp: duty and import taxes as basis points of the goods'
-- value; fixed_fee_fen: a charge per parcel whatever its value (e.g. the EU's flat duty on low-value parcels);
-- duty_free_threshold_fen: goods worth up to this pay no duty (null: no duty-free minimum). Money in CNY fen, the
-- currency goods are bought in. The rule of a day is the one with the latest effective_from on or before it.
create table import_rules (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  country text not null check (country ~ '^[A-Z]{2}$'),
  effective_from date not null,
  duty_rate_bp integer not null check (duty_rate_bp between 0 and 10000),
  fixed_fee_fen integer not null default 0 check (fixed_fee_fen >= 0),
  duty_free_threshold_fen integer check (duty_free_threshold_fen >= 0),
  note text not null default '' check (char_length(note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index import_rules_key on import_rules (tenant_id, country, effective_from);
