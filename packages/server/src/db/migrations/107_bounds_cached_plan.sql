-- The auction bounds as a function of their own, planned once per connection. Every later round under isYuanJu
-- reads them twice (once without the section's quotation lock, once under it), and every live batch once more.
-- Until now the bounds' SQL travelled as text and ran by EXECUTE (quote_read_bounds, quote_lock_then_read), which
-- parses and plans it on every call: 0.69 ms of PostgreSQL's time a read against 0.11 ms for the same query planned
-- once (2,040 rounds, 5 items; bench/README.md, "The bounds planned once"). A PL/pgSQL function keeps the plan
-- of each of its statements for the connection: the query is written here, once for each way of comparing.
--
-- The read must cost a few index probes however long the auction has run, whatever the planner's statistics say:
-- per item, the first competing line in the order of the compared price, from each end of the index on (sector_id,
-- compared price) (migration 029). The competing check is a correlated sub-query kept out of the join (OFFSET 0), so
-- the only plan left for each end is that index walked in order and stopped at the first competing line. Written as
-- a join, the plan followed the statistics: on tables that had grown since they were last analyzed it joined every
-- line of the item and sorted them, 35 ms a read on 1,700 lines instead of 0.5 ms (bench/README.md, "Fourth pass").
-- `b` is kept as it is (OFFSET 0) so that the outer filter does not walk the lowest end a second time. Sorting and
-- bitmap scans are off inside the function (migration 105): a bitmap scan of the item's lines and a sort was still a
-- plan, chosen on a table analyzed while small. Only competing suppliers count (signup_competes, below).
--
-- p_total: the compared price is the total material price (quotationMethod 1, TOTAL_PRICE_QUOTING), else the unit
-- price (the total material price where no unit price was quoted). The answer: {"<item id>": {"lowest": "…",
-- "highest": "…"}} over every round of every competing supplier of the section.
-- A sign-up whose quotes still compete: not withdrawn (-1), not ended (14: out of the competition, it can no longer
-- quote nor win) and not disabled by the buyer. The auction bounds and the ranks (quotations/queries.ts) both count
-- only these. An SQL function of one expression, which PostgreSQL writes into the queries that call it.
CREATE FUNCTION signup_competes(p_status smallint, p_disabled smallint) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT p_status NOT IN (-1, 14) AND p_disabled = 0 $$;
CREATE FUNCTION quote_auction_bounds(p_section bigint, p_total boolean) RETURNS jsonb LANGUAGE plpgsql STABLE
  SET enable_sort = off SET enable_bitmapscan = off AS $$
BEGIN
  IF p_total THEN RETURN (
    SELECT COALESCE(jsonb_object_agg(b.id, jsonb_build_object('lowest', b.lowest, 'highest', b.highest)), '{}'::jsonb)
      FROM (SELECT s.id,
                   (SELECT l.total_material_price::text FROM quote_line l
                     WHERE l.sector_id = s.id AND l.total_material_price IS NOT NULL
                       AND EXISTS (SELECT 1 FROM quote_round r JOIN signup g ON g.id = r.signup_id
                                    WHERE r.id = l.round_id AND signup_competes(g.supplier_bid_status, g.disabled) OFFSET 0)
                     ORDER BY l.total_material_price ASC LIMIT 1) AS lowest,
                   (SELECT l.total_material_price::text FROM quote_line l
                     WHERE l.sector_id = s.id AND l.total_material_price IS NOT NULL
                       AND EXISTS (SELECT 1 FROM quote_round r JOIN signup g ON g.id = r.signup_id
                                    WHERE r.id = l.round_id AND signup_competes(g.supplier_bid_status, g.disabled) OFFSET 0)
                     ORDER BY l.total_material_price DESC LIMIT 1) AS highest
              FROM sector s WHERE s.section_id = p_section OFFSET 0) b
     WHERE b.lowest IS NOT NULL
  ); END IF
  ; RETURN (
    SELECT COALESCE(jsonb_object_agg(b.id, jsonb_build_object('lowest', b.lowest, 'highest', b.highest)), '{}'::jsonb)
      FROM (SELECT s.id,
                   (SELECT COALESCE(l.sector_price, l.total_material_price)::text FROM quote_line l
                     WHERE l.sector_id = s.id AND COALESCE(l.sector_price, l.total_material_price) IS NOT NULL
                       AND EXISTS (SELECT 1 FROM quote_round r JOIN signup g ON g.id = r.signup_id
                                    WHERE r.id = l.round_id AND signup_competes(g.supplier_bid_status, g.disabled) OFFSET 0)
                     ORDER BY COALESCE(l.sector_price, l.total_material_price) ASC LIMIT 1) AS lowest,
                   (SELECT COALESCE(l.sector_price, l.total_material_price)::text FROM quote_line l
                     WHERE l.sector_id = s.id AND COALESCE(l.sector_price, l.total_material_price) IS NOT NULL
                       AND EXISTS (SELECT 1 FROM quote_round r JOIN signup g ON g.id = r.signup_id
                                    WHERE r.id = l.round_id AND signup_competes(g.supplier_bid_status, g.disabled) OFFSET 0)
                     ORDER BY COALESCE(l.sector_price, l.total_material_price) DESC LIMIT 1) AS highest
              FROM sector s WHERE s.section_id = p_section OFFSET 0) b
     WHERE b.lowest IS NOT NULL
  ); END $$;
-- The section's quotation lock (migration 028), then, with p_total not null, the bounds read once the lock is
-- granted: a VOLATILE function takes a new snapshot for each query it runs, so the read sees what the previous
-- holder of the lock committed. quote_lock_then_read (the SQL as text) stays for a process of before this migration.
CREATE FUNCTION quote_lock_then_bounds(p_section bigint, p_exclusive boolean, p_total boolean) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE result jsonb
; BEGIN
  IF p_exclusive THEN PERFORM pg_advisory_xact_lock(7007, p_section::int)
  ; ELSE PERFORM pg_advisory_xact_lock_shared(7007, p_section::int)
  ; END IF
  ; IF p_total IS NULL THEN RETURN NULL
  ; END IF
  ; SELECT quote_auction_bounds(p_section, p_total) INTO result
  ; RETURN result
  ; END $$;
