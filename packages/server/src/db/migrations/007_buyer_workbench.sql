-- Buyer workbench (DESIGN.md §6): the status a suspended section resumes to.
ALTER TABLE section
  ADD COLUMN suspended_from  smallint;
