-- The auction bounds (quotations/queries.ts, auctionBoundsSql) are planned with sorting and bitmap scans off, so
-- that each end of the price index is walked in order and stopped at the first competing line whatever the
-- planner's statistics say. With them on, a table analyzed while small and grown since was read by a bitmap scan
-- of every line of the sector and a sort, the competing check run on each line: 3 to 16 ms a read on 120 lines
-- instead of 0.3 (bench/README.md, "Write path: cost per round"). The settings hold inside these functions only.
ALTER FUNCTION quote_lock_then_read(bigint, boolean, text) SET enable_sort = off SET enable_bitmapscan = off;
-- The bounds without the section's quotation lock: `p_read` the bounds' SQL ($1 the section id).
CREATE FUNCTION quote_read_bounds(p_section bigint, p_read text) RETURNS jsonb LANGUAGE plpgsql STABLE SET enable_sort = off SET enable_bitmapscan = off AS $$ DECLARE result jsonb; BEGIN EXECUTE p_read INTO result USING p_section; RETURN result; END $$;
