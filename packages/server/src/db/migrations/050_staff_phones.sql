-- Staff phones in the one stored spelling (docs/decisions/rules.md, issue 26). The staff form took phones of
-- 6 to 20 digits and stored them as typed, while the login looks a phone up in the spelling canonicalPhone of
-- the domain writes: a staff user stored as 013912345678 could not sign in by phone. The form now takes the
-- suppliers' rule; this gives the rows written before it that spelling, as 009 did for suppliers (and also
-- the 11-digit 0-prefixed form of part 2 §5, which canonicalPhone shortens and 009 did not): a number
-- PHONE_PATTERN accepts loses the leading 0 of a Chinese mobile (013912345678 → 13912345678, 01391234567 →
-- 1391234567) or gains the one of a Lao mobile (2055512345 → 02055512345). A user name that is the phone
-- follows it. A number whose other spelling another account already has (as phone or user name) is left as
-- it is, and an administrator decides which one keeps it. Numbers outside PHONE_PATTERN stay as typed; the
-- login finds them as typed.
UPDATE app_user u SET
  phonenumber = n.phone,
  user_name = CASE WHEN u.user_name = u.phonenumber THEN n.phone ELSE u.user_name END
FROM (
  SELECT id, CASE WHEN phonenumber ~ '^0' THEN substr(phonenumber, 2) ELSE '0' || phonenumber END AS phone
  FROM app_user WHERE phonenumber ~ '^(01[3-9][0-9]{8,9}|20[0-9]{8})$'
) n
WHERE u.id = n.id
  AND NOT EXISTS (SELECT 1 FROM app_user o WHERE o.id <> u.id AND (o.phonenumber = n.phone OR lower(o.user_name) = n.phone));
