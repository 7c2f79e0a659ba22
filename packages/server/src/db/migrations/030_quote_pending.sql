-- Quotation rounds in flight per server process (quotations/pendingArrivals.ts): the earliest arrival time of
-- the rounds a process has received for a section and not yet answered (section 0: a request whose section is
-- not read yet). The clock holds a section's end of quoting while a live process (renewed_at recent) has one
-- that arrived before the end. Each process writes only its own rows, on a connection outside its pool.
CREATE TABLE quote_pending (
  process_tag text NOT NULL,
  section_id bigint NOT NULL,
  oldest_arrival timestamptz NOT NULL,
  renewed_at timestamptz NOT NULL,
  PRIMARY KEY (process_tag, section_id)
);
CREATE INDEX quote_pending_section ON quote_pending (section_id);
