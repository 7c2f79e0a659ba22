-- Hash of the canonical body of the request that stored a round (its sectors and prices): a retry with the
-- same request key must carry the same quotation, else it is refused. Rounds stored before have none.
ALTER TABLE quote_round ADD COLUMN request_hash text;
