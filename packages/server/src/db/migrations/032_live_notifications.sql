-- Live notifications (issue 22 §3): every change of a user's notifications (a new one, one read) NOTIFYs the
-- server processes with the user's id on 'user_event' when it commits; a process with a stream of that user reads
-- the unread count once and pushes it, so the bell no longer polls. One notification per statement and user.
CREATE FUNCTION notification_user_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('user_event', u::text) FROM (SELECT DISTINCT user_id AS u FROM changed) AS users; RETURN NULL; END $$;
CREATE TRIGGER notification_inserted AFTER INSERT ON notification REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notification_user_event();
CREATE TRIGGER notification_updated AFTER UPDATE ON notification REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notification_user_event();
