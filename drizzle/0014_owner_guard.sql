-- A workspace with members always keeps an owner (issue 14's last-owner rule, made atomic).
-- The application checks the rule before asking better-auth to change a role, remove a member or
-- let one leave, but that change runs in better-auth's own transaction: two owners demoting each
-- other at the same moment both passed the check. This trigger refuses, at the change itself, an
-- update or deletion of an owner's membership that leaves the workspace members but no owner.
-- It first locks the workspace's row, so that two such changes to one workspace follow each
-- other: the second sees the first once committed (each statement of a volatile function takes
-- a new snapshot). A workspace being deleted (its row gone in this transaction) is let through.
CREATE FUNCTION auth_member_keep_an_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.role <> 'owner' OR (TG_OP = 'UPDATE' AND NEW.role = 'owner'
      AND NEW.organization_id = OLD.organization_id) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM auth_organization WHERE id = OLD.organization_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM auth_member WHERE organization_id = OLD.organization_id)
      AND NOT EXISTS (SELECT 1 FROM auth_member
        WHERE organization_id = OLD.organization_id AND role = 'owner') THEN
    RAISE EXCEPTION 'workspace % would have members but no owner', OLD.organization_id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER auth_member_keep_an_owner AFTER UPDATE OR DELETE ON auth_member
  FOR EACH ROW EXECUTE FUNCTION auth_member_keep_an_owner();
