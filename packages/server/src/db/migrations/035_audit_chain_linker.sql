-- The audit chain is linked by a background linker, no longer at every commit (docs/verification.md, "Audit log
-- chain"; docs/decisions/audit.md). Migration 024's deferred trigger took the chain's advisory lock at the commit of
-- every transaction that wrote an audit record and held it through the commit's flush: every write of the portal
-- committed one at a time. Now an audit record only queues its id in audit_chain_pending (a row of its own, no lock
-- shared with other writers), and audit_chain_link, run on a schedule by one process at a time (the same advisory
-- lock), links the queued records in the order it finds them.
DROP TRIGGER audit_log_chain ON audit_log;
-- Records written but not yet linked. A record's id stays here until the linker gives it its place in the chain: an
-- entry is never changed, and is removed only once its record is linked (like the log, whatever code runs).
CREATE TABLE audit_chain_pending (audit_id bigint PRIMARY KEY);
CREATE FUNCTION audit_chain_pending_guard() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM audit_chain WHERE audit_id = OLD.audit_id) THEN RETURN OLD; END IF; RAISE EXCEPTION 'audit_chain_pending: % of an unlinked record refused', TG_OP; END $$;
CREATE TRIGGER audit_chain_pending_guard BEFORE UPDATE OR DELETE ON audit_chain_pending FOR EACH ROW EXECUTE FUNCTION audit_chain_pending_guard();
CREATE TRIGGER audit_chain_pending_no_truncate BEFORE TRUNCATE ON audit_chain_pending FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_pending_guard();
CREATE FUNCTION audit_log_queue() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO audit_chain_pending (audit_id) SELECT id FROM written; RETURN NULL; END $$;
CREATE TRIGGER audit_log_queue AFTER INSERT ON audit_log REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION audit_log_queue();
-- Links up to max_records queued records after the chain's last link, in id order within one pass, and returns how
-- many it linked; -1 when another linker holds the lock and wait is false. The lock is the chain's own (7024, 1):
-- one linker at a time, in any process. Each statement of a VOLATILE function reads what is committed when it starts,
-- so the last link is read after the lock is granted and sees the previous linker's work.
CREATE FUNCTION audit_chain_link(max_records integer, wait boolean) RETURNS integer LANGUAGE plpgsql AS $$ DECLARE last_seq bigint; last_hash text; prev text; r audit_log; n integer := 0; BEGIN IF wait THEN PERFORM pg_advisory_xact_lock(7024, 1); ELSIF NOT pg_try_advisory_xact_lock(7024, 1) THEN RETURN -1; END IF; SELECT chain_seq, hash INTO last_seq, last_hash FROM audit_chain ORDER BY chain_seq DESC LIMIT 1; last_seq := COALESCE(last_seq, 0); FOR r IN SELECT a.* FROM audit_chain_pending p JOIN audit_log a ON a.id = p.audit_id ORDER BY p.audit_id LIMIT max_records LOOP last_seq := last_seq + 1; prev := last_hash; last_hash := audit_record_hash(last_seq, prev, r.id, r.at, r.actor_id, r.entity, r.entity_id, r.action, r.before, r.after); INSERT INTO audit_chain (chain_seq, audit_id, prev_hash, hash) VALUES (last_seq, r.id, prev, last_hash); DELETE FROM audit_chain_pending WHERE audit_id = r.id; n := n + 1; END LOOP; RETURN n; END $$;
-- Anything written and not chained when the trigger went (nothing, as the old trigger chained at every commit).
INSERT INTO audit_chain_pending (audit_id) SELECT a.id FROM audit_log a WHERE NOT EXISTS (SELECT 1 FROM audit_chain c WHERE c.audit_id = a.id);
