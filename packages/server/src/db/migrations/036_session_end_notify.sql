-- Sessions checked from a process's cache (accounts/sessionCache.ts, docs/decisions/scale.md "The session check"):
-- whatever may end a user's sessions or change what a session carries NOTIFYs every server process on 'session_end'
-- with the user's id when it commits, and each process drops that user's cached sessions. A session revoked
-- (logout, password change, reset) or deleted; a user's status (disabled), role, company, kind or password changed,
-- or the user deleted. Writing last_seen (every request's touch) notifies nothing.
-- The trigger's argument names the column holding the user's id.
CREATE FUNCTION session_end_notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('session_end', to_jsonb(OLD) ->> TG_ARGV[0]); RETURN NULL; END $$;
CREATE TRIGGER user_session_revoked AFTER UPDATE OF revoked ON user_session FOR EACH ROW WHEN (NEW.revoked AND NOT OLD.revoked) EXECUTE FUNCTION session_end_notify('user_id');
CREATE TRIGGER user_session_deleted AFTER DELETE ON user_session FOR EACH ROW EXECUTE FUNCTION session_end_notify('user_id');
CREATE TRIGGER app_user_changed AFTER UPDATE ON app_user FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.operation_user_type IS DISTINCT FROM NEW.operation_user_type OR OLD.password_hash IS DISTINCT FROM NEW.password_hash) EXECUTE FUNCTION session_end_notify('id');
CREATE TRIGGER app_user_deleted AFTER DELETE ON app_user FOR EACH ROW EXECUTE FUNCTION session_end_notify('id');
