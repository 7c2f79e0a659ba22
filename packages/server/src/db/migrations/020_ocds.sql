-- Open data (OCDS 1.1): one release per publication, status move, award and publication of results of a
-- section. The release body is kept without its ocid and id, which are written when served (the OCID prefix
-- is a setting). txid is the inserting transaction: the change feed serves rows in (txid, id) order and only
-- those of transactions older than every one still running, so a row that commits late is never skipped.
CREATE TABLE ocds_release (
  id              bigserial PRIMARY KEY,
  section_id      bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  txid            xid8 NOT NULL DEFAULT pg_current_xact_id(),
  release_date    timestamptz NOT NULL DEFAULT clock_timestamp(),
  tags            text[] NOT NULL,
  data            jsonb NOT NULL
);
CREATE INDEX ocds_release_section ON ocds_release (section_id, id);
CREATE INDEX ocds_release_feed ON ocds_release (txid, id);
