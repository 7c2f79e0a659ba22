-- Enterprise certification, company qualification files and bid contacts of suppliers.

-- The enterprise certification form of a company (one current form, replaced on each submission): the text
-- fields in `form`, the files as id lists. Its status follows company.certification_status while it is the
-- company's latest form; feedback is the reviewer's remark of a rejection.
CREATE TABLE enterprise_certification (
  id                                      bigserial PRIMARY KEY,
  company_id                              bigint NOT NULL UNIQUE REFERENCES company (id) ON DELETE CASCADE,
  submitted_by                            bigint NOT NULL REFERENCES app_user (id),
  form                                    jsonb NOT NULL,
  agency_license_file_ids                 bigint[] NOT NULL DEFAULT '{}',
  production_license_file_ids             bigint[] NOT NULL DEFAULT '{}',
  three_years_financial_report_file_ids   bigint[] NOT NULL DEFAULT '{}',
  business_license_file_ids               bigint[] NOT NULL DEFAULT '{}',
  authorization_file_ids                  bigint[] NOT NULL DEFAULT '{}',
  corporate_id_card_front_ids             bigint[] NOT NULL DEFAULT '{}',
  corporate_id_card_opposite_ids          bigint[] NOT NULL DEFAULT '{}',
  feedback                                text,
  status                                  text NOT NULL CHECK (status IN ('prompt', 'modify', 'skip')),
  create_time                             timestamptz NOT NULL,
  update_time                             timestamptz NOT NULL
);

-- Qualification files of a company (company qualification page): at most one file per slot.
CREATE TABLE company_qualification (
  company_id                  bigint PRIMARY KEY REFERENCES company (id) ON DELETE CASCADE,
  business_license_file_ids   bigint[] NOT NULL DEFAULT '{}' CHECK (cardinality(business_license_file_ids) <= 1),
  achievement_file_ids        bigint[] NOT NULL DEFAULT '{}' CHECK (cardinality(achievement_file_ids) <= 1),
  agency_license_file_ids     bigint[] NOT NULL DEFAULT '{}' CHECK (cardinality(agency_license_file_ids) <= 1),
  update_time                 timestamptz NOT NULL
);

-- People of a supplier company who may be named as bid contacts (status 1 active, 0 inactive).
CREATE TABLE bid_contact (
  id           bigserial PRIMARY KEY,
  company_id   bigint NOT NULL REFERENCES company (id) ON DELETE CASCADE,
  user_name    text NOT NULL,
  business     text,
  status       smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  create_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bid_contact_company ON bid_contact (company_id, id);
