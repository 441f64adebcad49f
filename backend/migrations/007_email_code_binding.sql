-- Email codes are bound to what they were sent for. A code may name its purpose (sign-up, password reset, email
-- change; null = any); a verification (POST /verify-email-code) remembers which code it used up and from which
-- client, so a later call proves the mailbox only with that same code (or, for a sign-up that sends no code,
-- from that same client). Older verifications carry no code and are never accepted again.
alter table email_codes add column purpose text;
alter table email_verifications add column code_hash text;
alter table email_verifications add column purpose text;
alter table email_verifications add column verifier_ip text not null default '';
