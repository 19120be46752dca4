-- Hand-written: drizzle-kit does not manage trigger functions. In a BEFORE UPDATE trigger a stored
-- generated column is not computed yet (NEW.search is null), so the probe below must take OLD's values
-- of them too, or every update would count as an edit, views included.
CREATE OR REPLACE FUNCTION posts_set_updated_at() RETURNS trigger AS $$
DECLARE
  probe posts;
BEGIN
  probe := NEW;
  probe.views := OLD.views;
  probe.updated_at := OLD.updated_at;
  probe.search := OLD.search;
  probe.search_rank := OLD.search_rank;
  IF probe IS DISTINCT FROM OLD THEN
    NEW.updated_at = now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
