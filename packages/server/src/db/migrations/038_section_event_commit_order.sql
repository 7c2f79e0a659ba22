-- Live events read in commit order (issue 22; live/channel.ts). Event ids come from a sequence, taken when a row is
-- written, and transactions commit in another order: a reader that follows "the rows after the last id it sent"
-- skips for good a row whose transaction commits after a later id was read. Each row now names its transaction,
-- and a reader takes only rows of transactions older than every running one (pg_snapshot_xmin), in (xid, id) order:
-- all of those have ended, so nothing can appear before the position it has reached.
ALTER TABLE section_event ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX section_event_section_order ON section_event (section_id, xid, id);
