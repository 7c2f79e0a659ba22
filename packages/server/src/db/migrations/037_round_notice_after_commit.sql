-- Rounds are announced to the live streams after their commit, not in it (quotations/roundNotices.ts, issue 22 §6):
-- a NOTIFY in the round's transaction takes PostgreSQL's one notification lock at the commit and holds it through
-- the commit's flush, so every round of every section committed one at a time (sampled under a burst: about three
-- backends at once waiting on it, Lock/object). Other events (status, end time) still notify from their transaction.
DROP TRIGGER section_event_notify ON section_event;
CREATE TRIGGER section_event_notify AFTER INSERT ON section_event FOR EACH ROW WHEN (NEW.kind <> 'round') EXECUTE FUNCTION section_event_notify();
