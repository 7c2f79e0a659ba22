-- A later round under isYuanJu is checked against the auction bounds read without the section's quotation lock,
-- then stored by one statement that takes the lock and reads the bounds again (quotations/commands.ts,
-- submitRound): stored when they are unchanged, else checked again against the new bounds while the lock is held.
-- The lock and the second read must be in one statement, yet the read must see what the previous holder of the
-- lock committed: a VOLATILE function takes a new snapshot for each query it runs, after the lock is granted.
-- p_exclusive: exclusive (a later round under isYuanJu) or shared (any other round); p_read: the bounds' SQL
-- ($1 the section id), or null to take the lock only. The lock class is QUOTE_LOCK_CLASS (7007).
CREATE FUNCTION quote_lock_then_read(p_section bigint, p_exclusive boolean, p_read text) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$ DECLARE result jsonb; BEGIN IF p_exclusive THEN PERFORM pg_advisory_xact_lock(7007, p_section::int); ELSE PERFORM pg_advisory_xact_lock_shared(7007, p_section::int); END IF; IF p_read IS NULL THEN RETURN NULL; END IF; EXECUTE p_read INTO result USING p_section; RETURN result; END $$;
