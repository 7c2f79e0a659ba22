-- The shared response cache of the public reads (cache/publicCache.ts) must be dropped in every server
-- process the moment the data under it changes. Any write to a table the public calls read notifies the
-- channel public_cache when it commits, whatever code (or person) wrote it; each process LISTENs and clears
-- its entries. Statement-level, so a bulk write notifies once (PostgreSQL also folds equal notifications of
-- one transaction into one). The payload is the writer's application_name, which the server sets to a tag of
-- its process: a process skips its own notifications (it dropped its entries when its write committed).
CREATE FUNCTION public_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('public_cache', coalesce(current_setting('application_name', true), '')); RETURN NULL; END $$;
CREATE TRIGGER section_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON section FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER sector_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sector FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER sector_detail_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sector_detail FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER section_file_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON section_file FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER stored_file_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stored_file FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER receiving_account_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON receiving_account FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER section_settle_method_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON section_settle_method FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER dict_data_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dict_data FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
