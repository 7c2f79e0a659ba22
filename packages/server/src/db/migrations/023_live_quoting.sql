-- Fair deadline (issue 12 §2): a round is judged by the time its request reached the server, taken before any
-- queue (the connection pool, a lock). Rounds stored before this column existed have none: their create_time
-- stands for it.
ALTER TABLE quote_round ADD COLUMN arrival_time timestamptz;
-- Overtime rule against last-second sniping (issue 13), off while window_minutes is null: an accepted round
-- arriving in the last window_minutes moves the end time to extend_minutes after that round, up to
-- max_minutes of extension in total past original_ent_time (the end before the first extension).
ALTER TABLE section ADD COLUMN overtime_window_minutes integer, ADD COLUMN overtime_extend_minutes integer, ADD COLUMN overtime_max_minutes integer, ADD COLUMN original_ent_time timestamptz;
-- Live quoting events (SSE, issue 13): one row per event, its id the stream's Last-Event-ID. company_id set:
-- only that supplier's stream receives it; null: every viewer of the section.
CREATE TABLE section_event (id bigserial PRIMARY KEY, section_id bigint NOT NULL REFERENCES section (id), company_id bigint, kind text NOT NULL, payload jsonb NOT NULL, create_time timestamptz NOT NULL DEFAULT now());
CREATE INDEX section_event_section ON section_event (section_id, id);
CREATE FUNCTION section_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('section_event', NEW.section_id::text || ':' || NEW.id::text); RETURN NULL; END $$;
CREATE TRIGGER section_event_notify AFTER INSERT ON section_event FOR EACH ROW EXECUTE FUNCTION section_event_notify();
