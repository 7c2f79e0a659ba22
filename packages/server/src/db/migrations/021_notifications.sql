-- Notifications in the portal, one per event and recipient (dedupe_key makes each event land once), and the
-- e-mail jobs queued with them in the same transaction as the change; a worker sends them after commit.
CREATE TABLE notification (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  event           text NOT NULL,
  section_id      bigint REFERENCES section (id) ON DELETE CASCADE,
  params          jsonb NOT NULL DEFAULT '{}',
  dedupe_key      text NOT NULL,
  read_time       timestamptz,
  create_time     timestamptz NOT NULL
);
CREATE UNIQUE INDEX notification_once ON notification (user_id, dedupe_key);
CREATE INDEX notification_user ON notification (user_id, id DESC);
CREATE INDEX notification_unread ON notification (user_id) WHERE read_time IS NULL;
-- Which events mail the user (null: the default set), and the language the user last used the portal in.
CREATE TABLE notification_preference (
  user_id         bigint PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  mail_events     text[],
  locale          text NOT NULL DEFAULT 'zh' CHECK (locale IN ('zh', 'en', 'lo'))
);
-- Durable mail queue: claimed with SKIP LOCKED under a lease, retried with back-off, marked sent once.
CREATE TABLE mail_job (
  id              bigserial PRIMARY KEY,
  notification_id bigint NOT NULL UNIQUE REFERENCES notification (id) ON DELETE CASCADE,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  -- Not before this time (null: at once).
  run_at          timestamptz,
  locked_until    timestamptz,
  last_error      text,
  sent_time       timestamptz
);
CREATE INDEX mail_job_due ON mail_job (id) WHERE state = 'pending';
