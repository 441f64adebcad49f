-- Image search, part 1: the cover's 32x32 grey thumbnail (base64 of 1024 bytes) next to the fingerprint of
-- migration 021 (image_hash, image_histogram); see modules/imagesearch/fingerprint.ts. Optional: image search
-- ranks by hash and histogram alone until every product has one, and by thumbnail and histogram after that
-- (which tells apart look-alike pictures better).
alter table products add column image_thumb text;
