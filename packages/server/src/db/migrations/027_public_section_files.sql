-- The attachments of a published section are public (publishing now marks them, see publishSection): files a
-- buyer uploaded and attached to a section published before this migration are made public here, so that
-- visitors and suppliers can download what the section lists.
UPDATE stored_file SET is_public = true
 WHERE NOT is_public
   AND id IN (SELECT sf.file_id FROM section_file sf JOIN section s ON s.id = sf.section_id WHERE s.section_stauts <> 0);
