-- Verifiable sealed rounds (docs/verification.md). The portal's Ed25519 key, generated once by the first
-- process that needs it and shared by all processes on this database (unless RECEIPT_SIGNING_KEY is set).
CREATE TABLE receipt_signing_key (
  id           smallint PRIMARY KEY CHECK (id = 1),
  -- PKCS#8 DER of the private key, base64.
  private_key  text NOT NULL,
  -- Raw 32-byte public key, base64 (published at /.well-known/portal-receipt-key.json).
  public_key   text NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now()
);
-- The receipt of a round: the random nonce, the SHA-256 commitment over its canonical form and the portal's
-- signature of it. Rounds stored before receipts existed (and seeded demo rounds) have none.
ALTER TABLE quote_round ADD COLUMN nonce text, ADD COLUMN commitment text, ADD COLUMN signature text;
-- Merkle roots over a section's round commitments, published when quoting ends (a later root when appointed
-- extra rounds add to them). The latest root of a section is the one announced.
CREATE TABLE quote_root (
  id            bigserial PRIMARY KEY,
  section_id    bigint NOT NULL REFERENCES section (id),
  root          text NOT NULL,
  round_count   integer NOT NULL CHECK (round_count >= 0),
  signature     text NOT NULL,
  publish_time  timestamptz NOT NULL,
  UNIQUE (section_id, round_count)
);
-- Stored rounds, their lines and the published roots are append-only, like the audit log (migration 015).
CREATE FUNCTION quote_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP; END $$;
CREATE TRIGGER quote_round_no_change BEFORE UPDATE OR DELETE ON quote_round FOR EACH ROW EXECUTE FUNCTION quote_append_only();
CREATE TRIGGER quote_round_no_truncate BEFORE TRUNCATE ON quote_round FOR EACH STATEMENT EXECUTE FUNCTION quote_append_only();
CREATE TRIGGER quote_line_no_change BEFORE UPDATE OR DELETE ON quote_line FOR EACH ROW EXECUTE FUNCTION quote_append_only();
CREATE TRIGGER quote_line_no_truncate BEFORE TRUNCATE ON quote_line FOR EACH STATEMENT EXECUTE FUNCTION quote_append_only();
CREATE TRIGGER quote_detail_line_no_change BEFORE UPDATE OR DELETE ON quote_detail_line FOR EACH ROW EXECUTE FUNCTION quote_append_only();
CREATE TRIGGER quote_detail_line_no_truncate BEFORE TRUNCATE ON quote_detail_line FOR EACH STATEMENT EXECUTE FUNCTION quote_append_only();
CREATE TRIGGER quote_root_no_change BEFORE UPDATE OR DELETE ON quote_root FOR EACH ROW EXECUTE FUNCTION quote_append_only();
CREATE TRIGGER quote_root_no_truncate BEFORE TRUNCATE ON quote_root FOR EACH STATEMENT EXECUTE FUNCTION quote_append_only();
-- The audit log becomes a hash chain (docs/verification.md, "Audit log chain"), kept beside it in audit_chain:
-- each record's place in the chain, the hash of the record before it and its own hash. A deferred trigger
-- appends the link at commit, under an advisory lock: concurrent writers are chained one after the other, and
-- as the lock is the last one a transaction takes it cannot close a cycle of waits with row locks.
CREATE TABLE audit_chain (
  chain_seq  bigint PRIMARY KEY,
  audit_id   bigint NOT NULL UNIQUE,
  prev_hash  text,
  hash       text NOT NULL
);
CREATE TRIGGER audit_chain_no_change BEFORE UPDATE OR DELETE ON audit_chain FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_chain_no_truncate BEFORE TRUNCATE ON audit_chain FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
CREATE FUNCTION audit_record_hash(seq bigint, prev text, rid bigint, rat timestamptz, actor bigint, ent text, ent_id bigint, act text, bef jsonb, aft jsonb) RETURNS text LANGUAGE sql STABLE AS $$ SELECT encode(sha256(convert_to(COALESCE(prev, '') || E'\n' || seq::text || E'\n' || rid::text || E'\n' || to_char(rat AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || E'\n' || COALESCE(actor::text, '') || E'\n' || ent || E'\n' || ent_id::text || E'\n' || act || E'\n' || COALESCE(bef::text, '') || E'\n' || COALESCE(aft::text, ''), 'UTF8')), 'hex') $$;
CREATE FUNCTION audit_chain_append(r audit_log) RETURNS void LANGUAGE plpgsql AS $$ DECLARE last_seq bigint; last_hash text; BEGIN PERFORM pg_advisory_xact_lock(7024, 1); SELECT chain_seq, hash INTO last_seq, last_hash FROM audit_chain ORDER BY chain_seq DESC LIMIT 1; last_seq := COALESCE(last_seq, 0) + 1; INSERT INTO audit_chain (chain_seq, audit_id, prev_hash, hash) VALUES (last_seq, r.id, last_hash, audit_record_hash(last_seq, last_hash, r.id, r.at, r.actor_id, r.entity, r.entity_id, r.action, r.before, r.after)); END $$;
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM audit_chain_append(NEW); RETURN NULL; END $$;
-- Records written before the chain existed are chained now, in id order.
DO $$ DECLARE r audit_log; BEGIN FOR r IN SELECT * FROM audit_log ORDER BY id LOOP PERFORM audit_chain_append(r); END LOOP; END $$;
CREATE CONSTRAINT TRIGGER audit_log_chain AFTER INSERT ON audit_log DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
