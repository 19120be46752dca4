ALTER TABLE "bio_events" DROP CONSTRAINT "bio_events_page_id_day_block_id_visitor_hash_referrer_pk";--> statement-breakpoint
-- Hand-added: a visitor's rows of one day (one per referrer until now) become one, hits summed, a named
-- source kept over Direct, so the new key can be added to existing data.
WITH "old" AS (DELETE FROM "bio_events" RETURNING *)
INSERT INTO "bio_events" ("page_id", "block_id", "day", "visitor_hash", "hits", "mobile", "referrer")
SELECT "page_id", "block_id", "day", "visitor_hash", sum("hits")::integer, bool_or("mobile"), max("referrer")
FROM "old" GROUP BY "page_id", "block_id", "day", "visitor_hash";--> statement-breakpoint
ALTER TABLE "bio_events" ADD CONSTRAINT "bio_events_page_id_day_block_id_visitor_hash_pk" PRIMARY KEY("page_id","day","block_id","visitor_hash");
