-- Enterprises registered before bid contacts could be managed get their first user as their first active
-- bid contact, as a new registration does (the contact pickers are never empty). Companies that already
-- have contacts (e.g. the demo companies) and individuals' companies are left alone.
INSERT INTO bid_contact (company_id, user_name, status, create_time)
SELECT DISTINCT ON (u.company_id) u.company_id, u.nick_name, 1, now()
  FROM app_user u
  JOIN company c ON c.id = u.company_id AND c.kind = 'supplier'
 WHERE u.operation_user_type = 0
   AND NOT EXISTS (SELECT 1 FROM bid_contact b WHERE b.company_id = u.company_id)
 ORDER BY u.company_id, u.id;
