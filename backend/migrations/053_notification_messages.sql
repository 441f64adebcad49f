-- A notification stores what happened as a message key (locales/<lng>/messages.json `notice.<key>`) and its
-- parameters (order numbers, amounts with their currency, days, weights), written in the reader's language when
-- read. title/content keep the English text of a keyed row; rows without a key read as they were stored.
alter table user_notifications add column message_key text;
alter table user_notifications add column message_params jsonb;
