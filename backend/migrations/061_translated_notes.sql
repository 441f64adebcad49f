-- Timeline notes and payment instructions read in the reader's language.
-- An order's timeline entry stores what happened as a message key (locales/<lng>/messages.json `timeline.<key>`)
-- and its parameters, written in the reader's language when read; `note` keeps the English text for readers of
-- the table itself, and rows without a key (written before keys) read as they were stored.
alter table purchase_order_events add column note_key text;
alter table purchase_order_events add column note_params jsonb;
alter table transit_order_events add column note_key text;
alter table transit_order_events add column note_params jsonb;
-- A deposit channel's instructions in the tenant's other languages, by locale; `instructions` is the text for
-- every language not listed.
alter table deposit_channels add column instructions_translations jsonb not null default '{}'::jsonb;
