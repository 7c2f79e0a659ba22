-- The auction bounds (quotations/queries.ts, auctionBoundsSql) read the lowest and highest compared price of each
-- sector from the ends of these indexes, a few probes per later round under isYuanJu, instead of aggregating every
-- line of the section: the compared price is the unit price (or the line's material total) by default, the
-- material total when the section quotes total prices.
CREATE INDEX IF NOT EXISTS quote_line_sector_compared_price ON quote_line (sector_id, (COALESCE(sector_price, total_material_price)));
CREATE INDEX IF NOT EXISTS quote_line_sector_material_total ON quote_line (sector_id, total_material_price);
