-- Whether the auction bounds read under the section's quotation lock still admit a later round under isYuanJu
-- (quotations/commands.ts, INSERT_ROUND): `prices` is the round's demand from the domain's checkRound
-- (auctionDemand: sector id → the moved item's compared price), each strictly below the item's lowest price
-- when buying, above its highest otherwise; an item without a bound is admitted. The rule is the domain's; this
-- only evaluates its demand against the bounds of that instant, so the check needs no trip back to the server.
CREATE FUNCTION quote_bounds_admit(p_bounds jsonb, p_prices jsonb, p_buying boolean) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$ SELECT NOT EXISTS (SELECT 1 FROM jsonb_each_text(p_prices) AS d(sector, price) WHERE p_bounds ? d.sector AND CASE WHEN p_buying THEN d.price::numeric >= (p_bounds -> d.sector ->> 'lowest')::numeric ELSE d.price::numeric <= (p_bounds -> d.sector ->> 'highest')::numeric END) $$;
