-- The portal-wide transparency log (docs/verification.md, "Transparency log"; docs/decisions/transparency-log.md):
-- an append-only list of entries (section roots, bid openings, published notice versions, the audit chain's head),
-- the leaves of an RFC 9162 Merkle tree whose heads the portal signs and outside witnesses cosign.
-- The next leaf index, one row: an appender takes its index by updating this row, whose lock it holds until its
-- transaction ends, so indices are given in commit order with no gap (a rolled-back append gives its index back).
CREATE TABLE transparency_log_counter (id smallint PRIMARY KEY CHECK (id = 1), next_index bigint NOT NULL CHECK (next_index >= 0));
INSERT INTO transparency_log_counter (id, next_index) VALUES (1, 0);
-- One leaf: its index, what it records and the exact text hashed (entry), SHA-256(0x00 || entry) in lowercase hex.
CREATE TABLE transparency_log_entry (leaf_index bigint PRIMARY KEY CHECK (leaf_index >= 0), kind text NOT NULL CHECK (kind IN ('section-root', 'opening', 'notice', 'audit-head')), section_id bigint, logged_at timestamptz NOT NULL, entry text NOT NULL, leaf_hash text NOT NULL CHECK (leaf_hash ~ '^[0-9a-f]{64}$'));
CREATE INDEX transparency_log_entry_section ON transparency_log_entry (section_id, leaf_index) WHERE section_id IS NOT NULL;
CREATE INDEX transparency_log_entry_kind ON transparency_log_entry (kind, leaf_index);
-- A signed tree head: one per tree size (several processes signing the same size keep the first one stored).
CREATE TABLE transparency_tree_head (tree_size bigint PRIMARY KEY CHECK (tree_size >= 0), root_hash text NOT NULL CHECK (root_hash ~ '^[0-9a-f]{64}$'), signed_at timestamptz NOT NULL, key_id text NOT NULL, public_key text NOT NULL, signature text NOT NULL);
-- A witness's cosignature of a tree head, verified before it is stored; one per witness key and head.
CREATE TABLE transparency_cosignature (id bigserial PRIMARY KEY, tree_size bigint NOT NULL REFERENCES transparency_tree_head (tree_size), witness_key text NOT NULL, witness_name text NOT NULL, cosigned_at timestamptz NOT NULL, signature text NOT NULL, received_at timestamptz NOT NULL DEFAULT now(), UNIQUE (tree_size, witness_key));
-- Entries, heads and cosignatures are never changed or removed, whatever code runs (a database administrator can
-- still disable this: that is what the witnesses are for).
CREATE FUNCTION transparency_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP; END $$;
CREATE TRIGGER transparency_log_entry_no_change BEFORE UPDATE OR DELETE ON transparency_log_entry FOR EACH ROW EXECUTE FUNCTION transparency_append_only();
CREATE TRIGGER transparency_log_entry_no_truncate BEFORE TRUNCATE ON transparency_log_entry FOR EACH STATEMENT EXECUTE FUNCTION transparency_append_only();
CREATE TRIGGER transparency_tree_head_no_change BEFORE UPDATE OR DELETE ON transparency_tree_head FOR EACH ROW EXECUTE FUNCTION transparency_append_only();
CREATE TRIGGER transparency_tree_head_no_truncate BEFORE TRUNCATE ON transparency_tree_head FOR EACH STATEMENT EXECUTE FUNCTION transparency_append_only();
CREATE TRIGGER transparency_cosignature_no_change BEFORE UPDATE OR DELETE ON transparency_cosignature FOR EACH ROW EXECUTE FUNCTION transparency_append_only();
CREATE TRIGGER transparency_cosignature_no_truncate BEFORE TRUNCATE ON transparency_cosignature FOR EACH STATEMENT EXECUTE FUNCTION transparency_append_only();
