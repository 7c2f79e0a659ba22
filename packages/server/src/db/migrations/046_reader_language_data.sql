-- Data typed by people, in the reader's language (issue 23 item 6): beside each plain text (Chinese, or as its
-- writer wrote it) an English and a Lao variant, null when not given. Readers are shown their own variant,
-- else another one marked as such (docs/decisions/reader-language.md).

-- A supplier's bid contacts: the name and what the contact handles.
ALTER TABLE bid_contact
  ADD COLUMN user_name_en  text,
  ADD COLUMN user_name_lo  text,
  ADD COLUMN business_en   text,
  ADD COLUMN business_lo   text;

-- The buyer's remarks to a supplier: the rejection of each reviewed stage and the return of a winning quote entry.
ALTER TABLE signup
  ADD COLUMN base_file_review_remark_en      text,
  ADD COLUMN base_file_review_remark_lo      text,
  ADD COLUMN qualification_review_remark_en  text,
  ADD COLUMN qualification_review_remark_lo  text,
  ADD COLUMN margin_review_remark_en         text,
  ADD COLUMN margin_review_remark_lo         text,
  ADD COLUMN quotes_note_review_remark_en    text,
  ADD COLUMN quotes_note_review_remark_lo    text,
  ADD COLUMN winning_quote_review_remark_en  text,
  ADD COLUMN winning_quote_review_remark_lo  text;

-- The reviewer's feedback on a certification sent back (personal authentication and enterprise form).
ALTER TABLE authorization_form
  ADD COLUMN feedback_en  text,
  ADD COLUMN feedback_lo  text;
ALTER TABLE enterprise_certification
  ADD COLUMN feedback_en  text,
  ADD COLUMN feedback_lo  text;

-- The buyer's answer to a question or an appeal.
ALTER TABLE question
  ADD COLUMN problem_reply_en  text,
  ADD COLUMN problem_reply_lo  text;
ALTER TABLE appeal
  ADD COLUMN problem_reply_en  text,
  ADD COLUMN problem_reply_lo  text;
