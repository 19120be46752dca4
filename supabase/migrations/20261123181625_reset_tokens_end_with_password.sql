-- A new password ends every outstanding password-reset link of its user (issue 12, finding 6), whatever
-- set it: a reset, a change, an admin. In the database, so no code path can forget it, in the same
-- transaction as the write. better-auth keeps a reset link as identifier 'reset-password:<token>' with the
-- user's id as its value.
CREATE OR REPLACE FUNCTION "end_reset_links_on_new_password"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "verification"
  WHERE "identifier" LIKE 'reset-password:%' AND "value" = NEW."user_id";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "account_password_ends_reset_links"
AFTER INSERT OR UPDATE OF "password" ON "account"
FOR EACH ROW
WHEN (NEW."password" IS NOT NULL)
EXECUTE FUNCTION "end_reset_links_on_new_password"();
