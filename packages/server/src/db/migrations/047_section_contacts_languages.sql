-- A section's contact persons in English and Lao beside the plain (Chinese) name, null when not given
-- (docs/decisions/reader-language.md): readers are shown their own, else another one marked as such.
ALTER TABLE section
  ADD COLUMN technical_contacts_en  text,
  ADD COLUMN technical_contacts_lo  text,
  ADD COLUMN business_contacts_en   text,
  ADD COLUMN business_contacts_lo   text;
