-- Buyer workbench features: the remark of a winning quote entry returned for correction, and the buyer's
-- remark when it disables a sign-up's bid page.
ALTER TABLE signup
  ADD COLUMN winning_quote_review_remark  text,
  ADD COLUMN disabled_remark              text;
