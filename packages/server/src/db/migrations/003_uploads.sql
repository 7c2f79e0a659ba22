-- Uploads: the purpose the client declared with the file (e.g. 'qyrzsp' authentication, 'qyrzlc' certification).
ALTER TABLE stored_file ADD COLUMN upload_type text;
CREATE INDEX stored_file_owner ON stored_file (owner_user_id);
