-- Follows, personal authentication (certification form) and sign-ups of suppliers.

-- A user follows a public section; following twice keeps one row.
CREATE TABLE follow (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  section_id    bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  create_time   timestamptz NOT NULL,
  UNIQUE (user_id, section_id)
);
CREATE INDEX follow_user_time ON follow (user_id, create_time DESC, id DESC);

-- The personal authentication form of a company (one current form, replaced on each submission). Its
-- status follows company.certification_status; feedback is the reviewer's remark of a rejection.
CREATE TABLE authorization_form (
  id                              bigserial PRIMARY KEY,
  company_id                      bigint NOT NULL UNIQUE REFERENCES company (id) ON DELETE CASCADE,
  submitted_by                    bigint NOT NULL REFERENCES app_user (id),
  is_legal_representative         text NOT NULL CHECK (is_legal_representative IN ('Y', 'N')),
  business_license_start          date NOT NULL,
  business_license_end            date NOT NULL,
  business_license_file_ids       bigint[] NOT NULL DEFAULT '{}',
  corporate_id_card_front_ids     bigint[] NOT NULL DEFAULT '{}',
  corporate_id_card_opposite_ids  bigint[] NOT NULL DEFAULT '{}',
  authorization_file_ids          bigint[] NOT NULL DEFAULT '{}',
  authorization_start             date,
  authorization_end               date,
  section_id                      bigint REFERENCES section (id) ON DELETE SET NULL,
  section_name                    text,
  feedback                        text,
  status                          text NOT NULL CHECK (status IN ('prompt', 'modify', 'skip')),
  create_time                     timestamptz NOT NULL,
  update_time                     timestamptz NOT NULL
);
CREATE INDEX authorization_form_status ON authorization_form (status, update_time);

-- A company's sign-up to a section (one per company and section); supplier_bid_status of DESIGN.md §4.
CREATE TABLE signup (
  id                                   bigserial PRIMARY KEY,
  section_id                           bigint NOT NULL REFERENCES section (id),
  user_id                              bigint NOT NULL REFERENCES app_user (id),
  company_id                           bigint NOT NULL REFERENCES company (id),
  supplier_bid_status                  smallint NOT NULL,
  is_appoint_supplier_quotation_ing    smallint NOT NULL DEFAULT 0,
  disabled                             smallint NOT NULL DEFAULT 0,
  create_time                          timestamptz NOT NULL,
  update_time                          timestamptz NOT NULL,
  UNIQUE (section_id, company_id)
);
CREATE INDEX signup_company ON signup (company_id, create_time DESC);
