-- Login protection without lock-out (docs/decisions/security-accounts.md). Wrong passwords are counted per
-- account and client: a client is an address, or a browser that signed in to the account before (a known
-- device). Growing delays and a captcha slow one client down; no client can lock the account for another.
CREATE TABLE login_attempt (
  -- user:<id> for an existing account, name:<what was typed, lower-cased> otherwise (counted alike, so the
  -- answers do not tell whether an account exists).
  account_key    text NOT NULL,
  -- ip:<client address>, or device:<SHA-256 of the device cookie>.
  client_key     text NOT NULL,
  -- Wrong passwords in a row from this client (a right one deletes the row).
  failures       integer NOT NULL,
  last_failure   timestamptz NOT NULL,
  -- No login of this account from this client is tried before then.
  blocked_until  timestamptz,
  PRIMARY KEY (account_key, client_key)
);
CREATE INDEX login_attempt_last_failure ON login_attempt (last_failure);

-- Browsers that signed in to an account: the HttpOnly device cookie holds the random token, only its hash is
-- kept. One browser may be known to several accounts.
CREATE TABLE login_device (
  token_hash     text NOT NULL,
  user_id        bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  create_time    timestamptz NOT NULL,
  last_login     timestamptz NOT NULL,
  PRIMARY KEY (token_hash, user_id)
);
CREATE INDEX login_device_last_login ON login_device (last_login);

-- The hard lock (five wrong passwords from anywhere locked the account for everyone) is gone.
ALTER TABLE app_user DROP COLUMN failed_logins, DROP COLUMN locked_until;
