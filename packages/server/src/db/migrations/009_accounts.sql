-- Accounts: one stored spelling per phone number, so that one number cannot make two accounts.

-- Phones as canonicalPhone of the domain writes them: a Chinese mobile without its optional leading 0
-- (013912345678 → 13912345678), a Lao mobile with it (2055512345 → 02055512345). A user name that is the
-- phone number follows it, as on a profile change. A number whose other spelling another account already has
-- (as phone or user name) is left as it is: both accounts keep signing in with their own spelling, and an
-- administrator decides which one keeps the number.
UPDATE app_user u SET
  phonenumber = n.phone,
  user_name = CASE WHEN u.user_name = u.phonenumber THEN n.phone ELSE u.user_name END
FROM (
  SELECT id, CASE WHEN phonenumber ~ '^0' THEN substr(phonenumber, 2) ELSE '0' || phonenumber END AS phone
  FROM app_user WHERE phonenumber ~ '^(01[3-9][0-9]{9}|20[0-9]{8})$'
) n
WHERE u.id = n.id
  AND NOT EXISTS (SELECT 1 FROM app_user o WHERE o.id <> u.id AND (o.phonenumber = n.phone OR lower(o.user_name) = n.phone));

-- Outbox mail is purged after a day (accounts/housekeeping.ts) by its age.
CREATE INDEX mail_outbox_create_time ON mail_outbox (create_time);
