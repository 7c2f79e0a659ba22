-- When a sign-up with rounds starts or stops competing (withdrawn, ended, disabled or enabled again by the buyer),
-- in the order of the section's rounds (docs/verification.md, "The auction's bound at the seal"; issue 22).
--
-- Under isYuanJu a later round must beat the lowest (or highest) price of the competing suppliers' rounds stored
-- before it (part 2 §5). Which suppliers compete changes over time, so the seal can only check the rule again if it
-- knows, for each later round, which sign-ups competed when the round was checked. The change takes the section's
-- quotation lock exclusively (the lock every round takes in its insert statement, migration 107) and a number from
-- the rounds' own sequence: rounds with a smaller id had committed before the change, rounds with a larger id took
-- the lock after it committed and read the bounds with it. Only sign-ups that have rounds are recorded: the others
-- put no price in the bounds.
--
-- The change also tells the section's live streams (kind 'competitors', no payload: no name), so every participant
-- is sent the bounds and ranks that the change moved, as the next refusal would name them (DESIGN.md §5).
CREATE TABLE signup_competing_change (
  position     bigint PRIMARY KEY,
  section_id   bigint NOT NULL REFERENCES section (id),
  signup_id    bigint NOT NULL REFERENCES signup (id),
  competes     boolean NOT NULL,
  change_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signup_competing_change_section ON signup_competing_change (section_id, position);
CREATE TRIGGER signup_competing_change_no_change BEFORE UPDATE OR DELETE ON signup_competing_change FOR EACH ROW EXECUTE FUNCTION quote_append_only();
CREATE TRIGGER signup_competing_change_no_truncate BEFORE TRUNCATE ON signup_competing_change FOR EACH STATEMENT EXECUTE FUNCTION quote_append_only();
CREATE FUNCTION signup_competing_changed() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM quote_round r WHERE r.section_id = NEW.section_id AND r.signup_id = NEW.id) THEN RETURN NULL
  ; END IF
  ; PERFORM pg_advisory_xact_lock(7007, NEW.section_id::int)
  ; INSERT INTO signup_competing_change (position, section_id, signup_id, competes)
      VALUES (nextval(pg_get_serial_sequence('quote_round', 'id')), NEW.section_id, NEW.id, signup_competes(NEW.supplier_bid_status, NEW.disabled))
  ; INSERT INTO section_event (section_id, company_id, kind, payload) VALUES (NEW.section_id, NULL, 'competitors', '{}'::jsonb)
  ; RETURN NULL
  ; END $$;
CREATE TRIGGER signup_competing_changed AFTER UPDATE OF supplier_bid_status, disabled ON signup FOR EACH ROW
  WHEN (signup_competes(OLD.supplier_bid_status, OLD.disabled) IS DISTINCT FROM signup_competes(NEW.supplier_bid_status, NEW.disabled))
  EXECUTE FUNCTION signup_competing_changed();
-- The sections checked at the seal are those whose first round comes after this migration: an older section's
-- changes before now were not recorded.
CREATE TABLE competing_history_since (round_id bigint NOT NULL);
INSERT INTO competing_history_since (round_id) SELECT COALESCE(max(id), 0) FROM quote_round;
