-- Section lifecycle (issue 5 audit): when the results were published; the clock closes the section
-- (13 → 14) WIN_NOTICE_DAYS after it. Null for results published before this column existed.
ALTER TABLE section
  ADD COLUMN result_time  timestamptz;
