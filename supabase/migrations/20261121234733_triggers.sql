-- Keeps updated_at true for every write, including ones made outside the app (SQL editor, scripts).
CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at = now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER categories_set_updated_at BEFORE UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER tags_set_updated_at BEFORE UPDATE ON tags FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER ebook_categories_set_updated_at BEFORE UPDATE ON ebook_categories FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER ebooks_set_updated_at BEFORE UPDATE ON ebooks FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER newsletter_subscriptions_set_updated_at BEFORE UPDATE ON newsletter_subscriptions FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- A view is not an edit: posts keep their updated_at ("Date Modified") when only the view counter moves.
CREATE OR REPLACE FUNCTION posts_set_updated_at() RETURNS trigger AS $$
DECLARE
  probe posts;
BEGIN
  probe := NEW;
  probe.views := OLD.views;
  probe.updated_at := OLD.updated_at;
  IF probe IS DISTINCT FROM OLD THEN
    NEW.updated_at = now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER posts_set_updated_at BEFORE UPDATE ON posts FOR EACH ROW EXECUTE FUNCTION posts_set_updated_at();
