-- Red flags in the transparency log (flags/log.ts, docs/flags.md "In the transparency log").
-- A red flag's secret salt, hashed with its content into its transparency log entries (flags/log.ts): the log is
-- public, and a flag's evidence (a price, a count) is too small to hide behind a bare hash before the results.
ALTER TABLE section_flag ADD COLUMN log_salt text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
-- The log's entries of red flags (kind 'flag': a flag raised, its evidence changed, cleared, a review recorded).
ALTER TABLE transparency_log_entry DROP CONSTRAINT transparency_log_entry_kind_check;
ALTER TABLE transparency_log_entry ADD CONSTRAINT transparency_log_entry_kind_check CHECK (kind IN ('section-root', 'opening', 'notice', 'audit-head', 'flag'));
