-- The price of one detail row of a sector in a round (sectionType 1); amounts recomputed by the server. A
-- sector with detail rows is priced through them: its quote_line holds the sums of its detail lines and a
-- null sector_price (no unit price of its own), and the rules compare its total_material_price.
CREATE TABLE quote_detail_line (
  round_id              bigint NOT NULL,
  sector_id             bigint NOT NULL,
  detail_id             bigint NOT NULL REFERENCES sector_detail (id) ON DELETE CASCADE,
  -- Unit price (2 decimals); null under total-price quoting.
  sector_price          numeric(24, 4),
  other_expenses        numeric(24, 2) NOT NULL DEFAULT 0,
  -- Unit price × the detail's quantity (the entered total under total-price quoting).
  total_material_price  numeric(24, 4) NOT NULL,
  total_price           numeric(24, 4) NOT NULL,
  PRIMARY KEY (round_id, detail_id),
  FOREIGN KEY (round_id, sector_id) REFERENCES quote_line (round_id, sector_id) ON DELETE CASCADE
);
