-- Roots signed once, keys outside the database (docs/verification.md, "Roots", "Keys"; docs/decisions/receipt-keys.md).
-- The public half of every key the portal has signed with, and when: the key document publishes them all, so a
-- receipt signed before a rotation still verifies. The id is base64url of the first 16 bytes of SHA-256 over the raw key.
CREATE TABLE receipt_public_key (key_id text PRIMARY KEY, public_key text NOT NULL UNIQUE, valid_from timestamptz NOT NULL, valid_until timestamptz);
CREATE UNIQUE INDEX receipt_public_key_current ON receipt_public_key ((true)) WHERE valid_until IS NULL;
-- The key an older version generated into the database is published (its private half moves to DATA_DIR at start).
INSERT INTO receipt_public_key (key_id, public_key, valid_from) SELECT rtrim(translate(encode(substring(sha256(decode(public_key, 'base64')) from 1 for 16), 'base64'), '+/', '-_'), '='), public_key, create_time FROM receipt_signing_key;
-- A root seals one quoting phase of its section, once: 0 the quoting period, n the n-th appointed extra round. The key that signed it.
ALTER TABLE quote_root ADD COLUMN phase integer, ADD COLUMN key_id text;
ALTER TABLE quote_root DROP CONSTRAINT quote_root_section_id_round_count_key;
CREATE UNIQUE INDEX quote_root_section_phase ON quote_root (section_id, phase);
CREATE INDEX quote_root_section ON quote_root (section_id, round_count);
-- Roots derived before: the latest of each section seals the phases ended by then (the earlier ones stay without a phase).
ALTER TABLE quote_root DISABLE TRIGGER quote_root_no_change;
UPDATE quote_root r SET phase = (SELECT count(*) FROM quote_round_appointment a WHERE a.section_id = r.section_id AND a.create_time <= r.publish_time) WHERE r.id IN (SELECT DISTINCT ON (section_id) id FROM quote_root ORDER BY section_id, round_count DESC, id DESC);
ALTER TABLE quote_root ENABLE TRIGGER quote_root_no_change;
-- A difference found between the stored rounds and what was signed (an alarm), kept once per section, kind and rounds.
CREATE TABLE quote_root_alarm (id bigserial PRIMARY KEY, section_id bigint NOT NULL REFERENCES section (id), kind text NOT NULL, round_ids bigint[] NOT NULL, detail text NOT NULL, detect_time timestamptz NOT NULL, UNIQUE (section_id, kind, round_ids));
CREATE TRIGGER quote_root_alarm_no_change BEFORE UPDATE OR DELETE ON quote_root_alarm FOR EACH ROW EXECUTE FUNCTION quote_append_only();
