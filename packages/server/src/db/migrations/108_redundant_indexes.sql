-- Two indexes every round wrote and no query reads (bench/README.md, "The bounds planned once"): each is a prefix
-- of another index of its table, which serves every lookup by its first column.
-- quote_line (sector_id, sector_price), of migration 006: the bounds walk (sector_id, compared price) and (sector_id,
-- total material price) of migration 029; the lines are otherwise read by round (the primary key). One entry less
-- for each line of a round.
DROP INDEX IF EXISTS quote_line_sector;
-- section_event (section_id, id), of migration 023: the live channel reads a section's events in commit order,
-- (section_id, xid, id) of migration 038, and one event by its id (the primary key).
DROP INDEX IF EXISTS section_event_section;
