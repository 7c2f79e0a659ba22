-- Red flags (issue 25, docs/flags.md): one row per (section, indicator) the portal raised, with the evidence
-- that raised it, never a verdict. cleared_time set: a later recompute no longer finds it (kept for the staff
-- notes and the audit trail); review_* is what the buyer's supervisors recorded about it.
CREATE TABLE section_flag (id bigserial PRIMARY KEY, section_id bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE, indicator text NOT NULL, evidence jsonb NOT NULL, raised_time timestamptz NOT NULL, update_time timestamptz NOT NULL, cleared_time timestamptz, review_status text NOT NULL DEFAULT 'open' CHECK (review_status IN ('open', 'reviewed', 'escalated', 'dismissed')), review_note text NOT NULL DEFAULT '', reviewed_by bigint REFERENCES app_user (id), review_time timestamptz, UNIQUE (section_id, indicator));
CREATE INDEX section_flag_indicator ON section_flag (indicator) WHERE cleared_time IS NULL;
CREATE INDEX section_flag_raised ON section_flag (raised_time DESC, id DESC);
-- Sections whose flags are due for a recompute: appended by the triggers below (no row contention between
-- writers; due_time null: now) and by the recompute (a time-driven flag's next check at due_time); drained by
-- any server process with FOR UPDATE SKIP LOCKED (flags/worker.ts).
CREATE TABLE flag_queue (id bigserial PRIMARY KEY, section_id bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE, due_time timestamptz);
CREATE INDEX flag_queue_due ON flag_queue (due_time NULLS FIRST, id);
CREATE FUNCTION flag_queue_section() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO flag_queue (section_id) VALUES (NEW.section_id); RETURN NULL; END $$;
CREATE FUNCTION flag_queue_self() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.section_stauts <> 0 THEN INSERT INTO flag_queue (section_id) VALUES (NEW.id); END IF; RETURN NULL; END $$;
CREATE FUNCTION flag_queue_margin() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO flag_queue (section_id) SELECT section_id FROM signup WHERE id = NEW.signup_id; RETURN NULL; END $$;
CREATE TRIGGER flag_queue_section AFTER INSERT OR UPDATE OF section_stauts, signup_start_time, signup_end_time, start_time, ent_time, result_time, update_time, project_price, min_or_max_quotes_amount ON section FOR EACH ROW EXECUTE FUNCTION flag_queue_self();
CREATE TRIGGER flag_queue_signup AFTER INSERT OR UPDATE OF supplier_bid_status, disabled ON signup FOR EACH ROW EXECUTE FUNCTION flag_queue_section();
CREATE TRIGGER flag_queue_award AFTER INSERT ON award FOR EACH ROW EXECUTE FUNCTION flag_queue_section();
CREATE TRIGGER flag_queue_margin AFTER INSERT OR UPDATE OF status, refund_time ON margin FOR EACH ROW EXECUTE FUNCTION flag_queue_margin();
