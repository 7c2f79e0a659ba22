-- Foundation schema: accounts, dictionaries, files and sections with every field of the specification.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Companies (suppliers and buyer organizations): bid_company of the specification.
CREATE TABLE company (
  id              bigserial PRIMARY KEY,
  name            text NOT NULL,
  tin             text,
  main_business   text,
  kind            text NOT NULL DEFAULT 'supplier' CHECK (kind IN ('supplier', 'buyer')),
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_time     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX company_tin_unique ON company (tin) WHERE tin IS NOT NULL AND tin <> '';

-- People who log in: suppliers (enterprise or individual), buyer staff and admins.
CREATE TABLE app_user (
  id                    bigserial PRIMARY KEY,
  user_name             text NOT NULL,
  nick_name             text NOT NULL,
  email                 text,
  phonenumber           text,
  identity_card         text,
  password_hash         text NOT NULL,
  role                  text NOT NULL DEFAULT 'supplier' CHECK (role IN ('supplier', 'buyer', 'admin')),
  operation_user_type   smallint CHECK (operation_user_type IN (0, 1)),
  company_id            bigint REFERENCES company (id),
  status                smallint NOT NULL DEFAULT 0,
  failed_logins         integer NOT NULL DEFAULT 0,
  locked_until          timestamptz,
  create_time           timestamptz NOT NULL DEFAULT now(),
  update_time           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_name_unique ON app_user (lower(user_name));
CREATE UNIQUE INDEX app_user_email_unique ON app_user (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX app_user_phone_unique ON app_user (phonenumber) WHERE phonenumber IS NOT NULL;

-- Sessions: only the hash of the token is kept.
CREATE TABLE user_session (
  token_hash      text PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  create_time     timestamptz NOT NULL DEFAULT now(),
  last_seen       timestamptz NOT NULL DEFAULT now(),
  revoked         boolean NOT NULL DEFAULT false
);
CREATE INDEX user_session_user ON user_session (user_id);

-- Dictionary entries in three languages.
CREATE TABLE dict_data (
  id              bigserial PRIMARY KEY,
  dict_type       text NOT NULL,
  dict_value      text NOT NULL,
  dict_label      text NOT NULL,
  dict_label_en   text NOT NULL,
  dict_label_lo   text NOT NULL,
  remark          text,
  dict_sort       integer NOT NULL DEFAULT 0,
  UNIQUE (dict_type, dict_value)
);

-- Stored files; the content lives in object storage under storage_key (a generated name).
CREATE TABLE stored_file (
  id              bigserial PRIMARY KEY,
  storage_key     text NOT NULL UNIQUE,
  file_name       text NOT NULL,
  content_type    text NOT NULL,
  file_size       bigint NOT NULL CHECK (file_size > 0),
  owner_user_id   bigint REFERENCES app_user (id),
  is_public       boolean NOT NULL DEFAULT false,
  create_time     timestamptz NOT NULL DEFAULT now()
);

-- Sections (projects): a tender or an inquiry.
CREATE TABLE section (
  id                                    bigserial PRIMARY KEY,
  section_name                          text NOT NULL,
  section_name_en                       text NOT NULL DEFAULT '',
  section_name_lo                       text NOT NULL DEFAULT '',
  bidding_type                          smallint NOT NULL CHECK (bidding_type IN (0, 1)),
  section_stauts                        smallint NOT NULL DEFAULT 0,
  section_type                          smallint NOT NULL DEFAULT 0,
  project_type                          smallint NOT NULL CHECK (project_type IN (1, 2, 3)),
  bidding_method                        text,
  successful_bidder_method              smallint NOT NULL DEFAULT 2 CHECK (successful_bidder_method IN (1, 2)),
  project_price                         numeric(18, 2),
  security_deposit                      numeric(18, 2),
  documents_amount                      numeric(18, 2),
  currency                              text NOT NULL DEFAULT 'CNY',
  money_unit                            text NOT NULL DEFAULT '元',
  money_unit_en                         text NOT NULL DEFAULT 'yuan',
  money_unit_lo                         text NOT NULL DEFAULT 'ຢວນ',
  organization                          text NOT NULL,
  organization_en                       text NOT NULL DEFAULT '',
  organization_lo                       text NOT NULL DEFAULT '',
  buyer_company_id                      bigint REFERENCES company (id),
  created_by                            bigint REFERENCES app_user (id),
  create_time                           timestamptz NOT NULL DEFAULT now(),
  update_time                           timestamptz NOT NULL DEFAULT now(),
  release_time                          timestamptz,
  signup_start_time                     timestamptz,
  signup_end_time                       timestamptz,
  start_time                            timestamptz,
  ent_time                              timestamptz,
  bid_file_start_time                   timestamptz,
  bid_file_end_time                     timestamptz,
  bid_opening_time                      timestamptz,
  technical_contacts                    text,
  technical_phone_number                text,
  business_contacts                     text,
  business_phone_number                 text,
  quotation_method                      smallint NOT NULL DEFAULT 0,
  is_tax                                smallint NOT NULL DEFAULT 1,
  is_lowest                             smallint NOT NULL DEFAULT 0,
  is_all_lowest                         smallint NOT NULL DEFAULT 0,
  price_range                           numeric(18, 2),
  supplier_offer                        smallint NOT NULL DEFAULT 0,
  show_ranking                          smallint NOT NULL DEFAULT 0,
  ranking_type                          smallint NOT NULL DEFAULT 1,
  min_or_max_quotes_amount              numeric(18, 4),
  bidding_trade_type                    smallint NOT NULL DEFAULT 1,
  is_bidding_commit_file                smallint NOT NULL DEFAULT 0,
  is_commit_business_file               smallint NOT NULL DEFAULT 0,
  is_commit_technical_file              smallint NOT NULL DEFAULT 0,
  is_scene_bidding                      smallint NOT NULL DEFAULT 0,
  scene_address                         text NOT NULL DEFAULT '',
  scene_address_en                      text NOT NULL DEFAULT '',
  scene_address_lo                      text NOT NULL DEFAULT '',
  is_yuan_ju                            smallint NOT NULL DEFAULT 1,
  warranty                              text,
  confirmation_status                   smallint NOT NULL DEFAULT 0,
  qualification_other_describe          text NOT NULL DEFAULT '',
  qualification_other_describe_en       text NOT NULL DEFAULT '',
  qualification_other_describe_lo       text NOT NULL DEFAULT '',
  project_notes                         text NOT NULL DEFAULT '',
  project_notes_en                      text NOT NULL DEFAULT '',
  project_notes_lo                      text NOT NULL DEFAULT '',
  settle_method                         smallint CHECK (settle_method IN (0, 1, 2)),
  advance_payment_ratio                 numeric(5, 2),
  payment_shipment_ratio                numeric(5, 2),
  delivery_payment_ratio                numeric(5, 2),
  arrival_acceptance_payment_ratio      numeric(5, 2),
  equipment_installation_payment_ratio  numeric(5, 2),
  project_acceptance_payment_ratio      numeric(5, 2),
  warranty_payment_ratio                numeric(5, 2),
  is_qualification_business_license     smallint NOT NULL DEFAULT 0,
  is_qualification_achievement          smallint NOT NULL DEFAULT 0,
  is_qualification_agency_license       smallint NOT NULL DEFAULT 0,
  is_qualification_other                smallint NOT NULL DEFAULT 0,
  is_qualification_tec                  smallint NOT NULL DEFAULT 0,
  is_qualification_quotes               smallint NOT NULL DEFAULT 0,
  contract_period_days                  integer,
  -- When the clock next has to look at this section (null: no time-driven move pending).
  next_clock_at                         timestamptz,
  -- Name in all three languages, lower-cased, for one trigram index that serves search in any language.
  search_text                           text GENERATED ALWAYS AS
    (lower(section_name || ' ' || section_name_en || ' ' || section_name_lo)) STORED
);
-- Public lists (bench/README.md has the figures): the newest-first order walked with any filter, which finds a
-- page without sorting every match; the counts of a filter read the status indexes alone.
CREATE INDEX section_created ON section (create_time DESC, id DESC);
CREATE INDEX section_status_created ON section (section_stauts, create_time DESC, id DESC);
CREATE INDEX section_type_status_created ON section (bidding_type, section_stauts, create_time DESC, id DESC);
CREATE INDEX section_project_type ON section (project_type, section_stauts, create_time DESC);
-- The home page order of queryType signUpIng (sign-up open, then announced, then the rest); the expression is
-- the ORDER BY of sections/queries.ts and must stay the same.
CREATE INDEX section_signup_first ON section ((CASE section_stauts WHEN 8 THEN 0 WHEN 7 THEN 1 ELSE 2 END), create_time DESC, id DESC)
  WHERE bidding_type = 0;
CREATE INDEX section_next_clock ON section (next_clock_at) WHERE next_clock_at IS NOT NULL;
-- Name search: trigrams serve terms of three characters or more in any language.
CREATE INDEX section_search_trgm ON section USING gin (search_text gin_trgm_ops);
-- Chinese words are mostly one or two characters, which have no trigram: the characters and character pairs of
-- every run of Chinese characters serve those terms.
CREATE FUNCTION cjk_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN ARRAY(
  SELECT substr(run[1], i, n)
    FROM regexp_matches(t, '[\u3400-\u9fff\uf900-\ufaff]+', 'g') AS run,
         generate_series(1, length(run[1])) AS i,
         (VALUES (1), (2)) AS size (n)
   WHERE i + n - 1 <= length(run[1]));
CREATE INDEX section_search_cjk ON section USING gin (cjk_grams(search_text));

-- Settlement method stages of a section (settleMethodsList).
CREATE TABLE section_settle_method (
  id              bigserial PRIMARY KEY,
  section_id      bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  sort            integer NOT NULL DEFAULT 0,
  type            text NOT NULL,
  type_en         text NOT NULL DEFAULT '',
  type_lo         text NOT NULL DEFAULT '',
  percentage      numeric(5, 2) NOT NULL CHECK (percentage >= 0 AND percentage <= 100)
);
CREATE INDEX section_settle_method_section ON section_settle_method (section_id);

-- Accounts into which suppliers pay the deposit or fees (receivingAccountList).
CREATE TABLE receiving_account (
  id                  bigserial PRIMARY KEY,
  section_id          bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  sort                integer NOT NULL DEFAULT 0,
  type                text NOT NULL,
  money               numeric(18, 2) NOT NULL CHECK (money >= 0),
  currency            text NOT NULL,
  bank_account_name   text NOT NULL,
  bank_account        text NOT NULL,
  open_account_bank   text NOT NULL,
  payment_deadline    timestamptz
);
CREATE INDEX receiving_account_section ON receiving_account (section_id);

-- Subject items (lots) of a section.
CREATE TABLE sector (
  id                      bigserial PRIMARY KEY,
  section_id              bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  sort                    integer NOT NULL DEFAULT 0,
  sector_type_name        text NOT NULL DEFAULT '',
  sector_name             text NOT NULL,
  sector_name_en          text NOT NULL DEFAULT '',
  sector_name_lo          text NOT NULL DEFAULT '',
  specifications          text NOT NULL DEFAULT '',
  model                   text NOT NULL DEFAULT '',
  sector_number           numeric(20, 6) NOT NULL CHECK (sector_number > 0),
  sector_units            text NOT NULL DEFAULT '',
  sector_units_en         text NOT NULL DEFAULT '',
  sector_units_lo         text NOT NULL DEFAULT '',
  budget_amount           numeric(18, 2),
  remark                  text NOT NULL DEFAULT '',
  currency_type_id        text,
  tax_rate                text NOT NULL DEFAULT '13',
  settle_method           smallint,
  is_force_settle_method  smallint NOT NULL DEFAULT 0,
  max_price               numeric(18, 2),
  min_price               numeric(18, 2),
  cost_coefficient        numeric(10, 4),
  volume                  numeric(18, 4),
  volume_unit             text,
  weight                  numeric(18, 4),
  weight_unit             text,
  is_default              smallint NOT NULL DEFAULT 0
);
CREATE INDEX sector_section ON sector (section_id, sort);

-- Detail rows of a subject item (detailsList), for sections of sectionType 1.
CREATE TABLE sector_detail (
  id                bigserial PRIMARY KEY,
  sector_id         bigint NOT NULL REFERENCES sector (id) ON DELETE CASCADE,
  sort              integer NOT NULL DEFAULT 0,
  sector_type       text NOT NULL DEFAULT '',
  sector_name       text NOT NULL,
  sector_name_en    text NOT NULL DEFAULT '',
  sector_name_lo    text NOT NULL DEFAULT '',
  specifications    text NOT NULL DEFAULT '',
  model             text NOT NULL DEFAULT '',
  sector_number     numeric(20, 6) NOT NULL CHECK (sector_number > 0),
  detail_units      text NOT NULL DEFAULT '',
  detail_units_en   text NOT NULL DEFAULT '',
  detail_units_lo   text NOT NULL DEFAULT '',
  budget_amount     numeric(18, 2)
);
CREATE INDEX sector_detail_sector ON sector_detail (sector_id, sort);

-- Attachments of a section (fileList), of its sector table (sectorFileList) or of one sector (outFileList).
CREATE TABLE section_file (
  id            bigserial PRIMARY KEY,
  section_id    bigint NOT NULL REFERENCES section (id) ON DELETE CASCADE,
  sector_id     bigint REFERENCES sector (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('section', 'sectors', 'sector')),
  file_id       bigint NOT NULL REFERENCES stored_file (id),
  sort          integer NOT NULL DEFAULT 0
);
CREATE INDEX section_file_section ON section_file (section_id);

-- Append-only record of every state change.
CREATE TABLE audit_log (
  id            bigserial PRIMARY KEY,
  at            timestamptz NOT NULL DEFAULT now(),
  actor_id      bigint,
  entity        text NOT NULL,
  entity_id     bigint NOT NULL,
  action        text NOT NULL,
  before        jsonb,
  after         jsonb
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id);
