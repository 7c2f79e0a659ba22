-- The public cache's notification names the table written (after the writer's application_name and a space), so
-- that each process drops only the cached answers read from that table (cache/publicCache.ts): a dictionary stays
-- cached through a section's writes (the end time extended, the clock's moves), a section's answers do not.
CREATE OR REPLACE FUNCTION public_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('public_cache', coalesce(current_setting('application_name', true), '') || ' ' || TG_TABLE_NAME); RETURN NULL; END $$;
