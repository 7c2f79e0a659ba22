-- Accounts: certification status, e-mail codes, captchas, password resets, rate-limit windows, mail outbox.

-- Certification of a supplier company (DESIGN.md §4): Auth nothing submitted, prompt under review,
-- modify rejected with feedback, skip accredited.
ALTER TABLE company ADD COLUMN certification_status text NOT NULL DEFAULT 'Auth'
  CHECK (certification_status IN ('Auth', 'prompt', 'modify', 'skip'));

-- One identity card registers one individual supplier.
CREATE UNIQUE INDEX app_user_identity_card_unique ON app_user (upper(identity_card)) WHERE identity_card IS NOT NULL;

-- Codes sent by e-mail (registration, forgot password): single use, short-lived, only a hash is kept.
CREATE TABLE email_code (
  id                bigserial PRIMARY KEY,
  email             text NOT NULL,
  code_hash         text NOT NULL,
  create_time       timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  used_at           timestamptz,
  failed_attempts   integer NOT NULL DEFAULT 0
);
CREATE INDEX email_code_email ON email_code (email, create_time DESC);

-- Captcha answers (lower-cased), kept server-side so any API node can check them; single use.
CREATE TABLE captcha (
  uuid          text PRIMARY KEY,
  answer        text NOT NULL,
  create_time   timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX captcha_expires ON captcha (expires_at);

-- Tokens of the forgot-password flow (identity verified, new password not yet set); only a hash is kept.
CREATE TABLE password_reset (
  token_hash    text PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  create_time   timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX password_reset_expires ON password_reset (expires_at);

-- Fixed-window counters of the rate limits, shared by every API node.
CREATE TABLE rate_limit (
  bucket         text PRIMARY KEY,
  window_start   timestamptz NOT NULL,
  hits           integer NOT NULL
);
CREATE INDEX rate_limit_window ON rate_limit (window_start);

-- Mail kept instead of sent when no SMTP server is configured (shown in the log and the demo mailbox).
CREATE TABLE mail_outbox (
  id            bigserial PRIMARY KEY,
  to_address    text NOT NULL,
  subject       text NOT NULL,
  body          text NOT NULL,
  create_time   timestamptz NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), id DESC);

CREATE INDEX user_session_last_seen ON user_session (last_seen);
