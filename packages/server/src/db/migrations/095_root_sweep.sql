-- The periodic check of sealed sections (receipts/sweep.ts, docs/verification.md "Alarms"): when each section with a sealed root was last checked, so each pass takes the longest unchecked first.
CREATE TABLE quote_root_sweep (section_id bigint PRIMARY KEY REFERENCES section (id), checked_at timestamptz NOT NULL);
