-- What a sign-up carries through its stages (DESIGN.md §4), quotation rounds, awards, deposits, questions
-- and appeals. File lists are `bigint[]` of stored_file ids, as in the certification tables.

ALTER TABLE signup
  -- Reviewer's remark of the latest rejection of each stage (bidFileReviewRemark, qualificationReviewRemark,
  -- marginReviewRemark, and the base-file and quotation-notes stages).
  ADD COLUMN base_file_review_remark       text,
  ADD COLUMN qualification_review_remark   text,
  ADD COLUMN margin_review_remark          text,
  ADD COLUMN bid_file_review_remark        text,
  ADD COLUMN quotes_note_review_remark     text,
  -- Base files (supplierBaseFile).
  ADD COLUMN sup_tec_file_ids              bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN sup_ach_file_ids              bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN tec_file_ids                  bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN base_agency_license_file_ids  bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN base_other_file_ids           bigint[] NOT NULL DEFAULT '{}',
  -- Qualification files.
  ADD COLUMN qualification_business_license_file_ids  bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN qualification_achievement_file_ids       bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN qualification_agency_license_file_ids    bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN qualification_other_file_ids             bigint[] NOT NULL DEFAULT '{}',
  -- Quotation notes files (quotesNoteFileList).
  ADD COLUMN quotes_note_file_ids          bigint[] NOT NULL DEFAULT '{}',
  -- The supplier's answer to the section's payment method: null not answered, 1 accepted, 0 rejected.
  ADD COLUMN accept_payment_methods        smallint CHECK (accept_payment_methods IN (0, 1)),
  -- Technical-requirement compliance declared by the supplier: null not answered, 1 complies, 0 deviates.
  ADD COLUMN technical_compliance          smallint CHECK (technical_compliance IN (0, 1)),
  ADD COLUMN technical_deviation           text,
  -- Bid contact named for this sign-up (bid_contact.id).
  ADD COLUMN bid_contact_id                bigint REFERENCES bid_contact (id),
  -- Winning quote entry confirmation (0 editable, 10 submitted, 20 returned for correction, 30 confirmed).
  ADD COLUMN confirmation_status           smallint NOT NULL DEFAULT 0;
CREATE INDEX signup_section_status ON signup (section_id, supplier_bid_status);

-- Payment proof of a sign-up: exactly one file per receiving account of the section.
CREATE TABLE signup_payment (
  signup_id              bigint NOT NULL REFERENCES signup (id) ON DELETE CASCADE,
  receiving_account_id   bigint NOT NULL REFERENCES receiving_account (id) ON DELETE CASCADE,
  file_id                bigint NOT NULL REFERENCES stored_file (id),
  payment_date           timestamptz NOT NULL,
  PRIMARY KEY (signup_id, receiving_account_id)
);

-- Bid files uploaded by a sign-up (supplierBidFileList); status labelled by sys_supplier_margin_status
-- (0 awaiting review, 1 approved, 2 rejected, 3 withdrawn).
CREATE TABLE bid_file (
  id            bigserial PRIMARY KEY,
  signup_id     bigint NOT NULL REFERENCES signup (id) ON DELETE CASCADE,
  file_id       bigint NOT NULL REFERENCES stored_file (id),
  status        smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  create_time   timestamptz NOT NULL
);
CREATE INDEX bid_file_signup ON bid_file (signup_id, id);

-- Extra quoting rounds appointed by the buyer (isAppointSupplierQuotationIng): who may quote until when.
CREATE TABLE quote_round_appointment (
  id            bigserial PRIMARY KEY,
  section_id    bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  end_time      timestamptz NOT NULL,
  created_by    bigint REFERENCES app_user (id),
  create_time   timestamptz NOT NULL
);

-- One quotation round of one sign-up (quotesCount counts from 1). The unique key records a round once.
CREATE TABLE quote_round (
  id              bigserial PRIMARY KEY,
  section_id      bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  signup_id       bigint NOT NULL REFERENCES signup (id) ON DELETE CASCADE,
  company_id      bigint NOT NULL REFERENCES company (id),
  quotes_count    integer NOT NULL CHECK (quotes_count >= 1),
  total_price     numeric(24, 4) NOT NULL,
  -- Client's idempotency key of the submission (a retry of the same round answers the stored round).
  request_key     text,
  create_time     timestamptz NOT NULL,
  UNIQUE (signup_id, quotes_count)
);
CREATE UNIQUE INDEX quote_round_request_key ON quote_round (signup_id, request_key) WHERE request_key IS NOT NULL;
CREATE INDEX quote_round_section ON quote_round (section_id, quotes_count);

-- The price of one sector (item) in a round; amounts recomputed by the server.
CREATE TABLE quote_line (
  round_id              bigint NOT NULL REFERENCES quote_round (id) ON DELETE CASCADE,
  sector_id             bigint NOT NULL REFERENCES sector (id) ON DELETE CASCADE,
  sector_price          numeric(24, 4),
  other_expenses        numeric(24, 2) NOT NULL DEFAULT 0,
  total_material_price  numeric(24, 4),
  total_price           numeric(24, 4),
  tax_rate              text NOT NULL DEFAULT '13',
  settle_method         smallint,
  remarks               text NOT NULL DEFAULT '',
  remarks1              text NOT NULL DEFAULT '',
  volume                numeric(18, 4),
  volume_unit           text,
  weight                numeric(18, 4),
  weight_unit           text,
  PRIMARY KEY (round_id, sector_id)
);
CREATE INDEX quote_line_sector ON quote_line (sector_id, sector_price);

-- Awards of a section: per sector (successfulBidderMethod 1) or the whole bid (sector_id null, method 2).
CREATE TABLE award (
  id              bigserial PRIMARY KEY,
  section_id      bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  sector_id       bigint REFERENCES sector (id) ON DELETE CASCADE,
  signup_id       bigint NOT NULL REFERENCES signup (id) ON DELETE CASCADE,
  round_id        bigint NOT NULL REFERENCES quote_round (id),
  price           numeric(24, 4) NOT NULL,
  create_time     timestamptz NOT NULL
);
CREATE UNIQUE INDEX award_section_sector ON award (section_id, COALESCE(sector_id, 0));

-- The winner's final quote entry per sector (winning quote entry: sectorPrice, taxRate, otherExpenses).
CREATE TABLE winning_quote (
  signup_id       bigint NOT NULL REFERENCES signup (id) ON DELETE CASCADE,
  sector_id       bigint NOT NULL REFERENCES sector (id) ON DELETE CASCADE,
  sector_price    numeric(24, 2) NOT NULL,
  tax_rate        text NOT NULL,
  other_expenses  numeric(24, 2) NOT NULL DEFAULT 0,
  sector_number   numeric(20, 6) NOT NULL,
  PRIMARY KEY (signup_id, sector_id)
);

-- Deposits held from suppliers (status 4 paid, 6 refunded awaiting confirmation, 5 receipt confirmed).
CREATE TABLE margin (
  id                    bigserial PRIMARY KEY,
  signup_id             bigint NOT NULL REFERENCES signup (id) ON DELETE CASCADE,
  receiving_account_id  bigint NOT NULL REFERENCES receiving_account (id) ON DELETE CASCADE,
  status                smallint NOT NULL CHECK (status IN (4, 5, 6)),
  currency              text NOT NULL,
  money                 numeric(18, 2) NOT NULL,
  payment_date          timestamptz NOT NULL,
  file_id               bigint REFERENCES stored_file (id),
  refund_time           timestamptz,
  refund_file_id        bigint REFERENCES stored_file (id),
  refund_date_deadline  timestamptz,
  confirm_time          timestamptz,
  UNIQUE (signup_id, receiving_account_id)
);
CREATE INDEX margin_status_deadline ON margin (status, refund_date_deadline);

-- Questions of suppliers about a section (1 draft, 2 submitted, 3 replied).
CREATE TABLE question (
  id                    bigserial PRIMARY KEY,
  section_id            bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  user_id               bigint NOT NULL REFERENCES app_user (id),
  company_id            bigint NOT NULL REFERENCES company (id),
  problem_description   text NOT NULL CHECK (char_length(problem_description) <= 500),
  create_by_name        text NOT NULL,
  create_phonenumber    text,
  status                smallint NOT NULL CHECK (status IN (1, 2, 3)),
  submit_time           timestamptz,
  problem_reply         text,
  reply_by              bigint REFERENCES app_user (id),
  reply_name            text,
  reply_phonenumber     text,
  reply_time            timestamptz,
  create_time           timestamptz NOT NULL,
  update_time           timestamptz NOT NULL
);
CREATE INDEX question_user ON question (user_id, create_time DESC, id DESC);
CREATE INDEX question_section ON question (section_id, status);

-- Appeals (bidAnnounceQuestion): challenges and complaints about a section, typed by bid_announce_question_type.
CREATE TABLE appeal (
  id                    bigserial PRIMARY KEY,
  section_id            bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  signup_id             bigint REFERENCES signup (id) ON DELETE SET NULL,
  user_id               bigint NOT NULL REFERENCES app_user (id),
  company_id            bigint NOT NULL REFERENCES company (id),
  type                  text NOT NULL,
  status                smallint NOT NULL DEFAULT 1,
  problem_description   text NOT NULL CHECK (char_length(problem_description) <= 500),
  problem_reply         text,
  reply_by              bigint REFERENCES app_user (id),
  reply_name            text,
  reply_time            timestamptz,
  create_time           timestamptz NOT NULL
);
CREATE INDEX appeal_section ON appeal (section_id, id);
