-- Rounds refused by the quotation rules (part 2 §5), one row each. Under isYuanJu a refusal tells the bidder
-- how its price stands against the auction's best, so refusals are limited per sign-up and time window
-- (quotations/refusals.ts); the rows are kept in the database so the limit holds across server processes.
CREATE TABLE quote_refusal (
  id           bigserial PRIMARY KEY,
  section_id   bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  signup_id    bigint NOT NULL REFERENCES signup (id) ON DELETE CASCADE,
  -- The message key of the rule that refused the round, e.g. quoteNotBelowAuctionLowest.
  reason       text NOT NULL,
  -- The item the rule named, when it named one.
  sector_id    bigint,
  create_time  timestamptz NOT NULL
);
CREATE INDEX quote_refusal_signup_time ON quote_refusal (signup_id, create_time);
CREATE INDEX quote_refusal_section ON quote_refusal (section_id);
