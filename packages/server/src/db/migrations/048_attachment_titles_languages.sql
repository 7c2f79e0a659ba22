-- An attachment's title in English and Lao beside the uploaded file's name, which stays the plain title
-- (docs/decisions/reader-language.md): a property of the attachment, not of the file, so the same file can
-- be titled differently where it is attached. Null when not given; readers are shown their own, else
-- another one marked as such.
ALTER TABLE section_file
  ADD COLUMN file_name_en  text,
  ADD COLUMN file_name_lo  text;
