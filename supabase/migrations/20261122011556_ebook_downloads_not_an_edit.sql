-- A download is not an edit: ebooks keep their updated_at when only the download counter moves (as posts
-- do for views).
CREATE OR REPLACE FUNCTION ebooks_set_updated_at() RETURNS trigger AS $$
DECLARE
  probe ebooks;
BEGIN
  probe := NEW;
  probe.downloads := OLD.downloads;
  probe.updated_at := OLD.updated_at;
  IF probe IS DISTINCT FROM OLD THEN
    NEW.updated_at = now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS ebooks_set_updated_at ON ebooks;
--> statement-breakpoint
CREATE TRIGGER ebooks_set_updated_at BEFORE UPDATE ON ebooks FOR EACH ROW EXECUTE FUNCTION ebooks_set_updated_at();
