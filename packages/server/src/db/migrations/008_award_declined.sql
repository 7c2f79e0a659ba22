-- A winner may abandon (decline) its award after the results: when it did, and why.
ALTER TABLE signup
  ADD COLUMN award_declined_time    timestamptz,
  ADD COLUMN award_declined_reason  text;
