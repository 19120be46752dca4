-- Bio statistics become events grouped when read (lib/biolinks/stats/store.ts): one append-only row per
-- view or click, in DuckDB by default and here, in bio_page_events, when DATABASE_URL names a PostgreSQL
-- that several instances share. The rollups go. Their figures stay readable: bio_stats is kept as
-- bio_stats_legacy until the first start after this migration has carried its 'all' rows into the store
-- as events (lib/biolinks/stats/legacy-import.ts), then dropped. The pairs and triples were sums of them.
DROP TABLE IF EXISTS "bio_stat_triples";--> statement-breakpoint
DROP TABLE IF EXISTS "bio_stat_pairs";--> statement-breakpoint
-- Today's and yesterday's visitors' rows: their keys are the salted hashes the new events no longer use.
DROP TABLE IF EXISTS "bio_events";--> statement-breakpoint
ALTER TABLE "bio_stats" RENAME TO "bio_stats_legacy";--> statement-breakpoint
-- Partitioned by UTC month of `time` (ms since the epoch): the store makes each month's partition when
-- its first event comes, and retention drops whole months. Rows arrive in time order, so a BRIN index
-- on time is a few pages; one page's range reads the (page_id, time) b-tree.
CREATE TABLE "bio_page_events" (
	"time" bigint NOT NULL,
	"page_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"visitor" bigint,
	"country" text NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"referrer" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"variant" smallint,
	-- The visitor's first event of the UTC day on this block: visitors and unique clicks are counts of these.
	"first" boolean NOT NULL
) PARTITION BY RANGE ("time");--> statement-breakpoint
CREATE INDEX "bio_page_events_time_brin" ON "bio_page_events" USING brin ("time");--> statement-breakpoint
CREATE INDEX "bio_page_events_page_time_idx" ON "bio_page_events" ("page_id", "time");--> statement-breakpoint
-- Today's and yesterday's visitors per page and block (pruned daily): which event is a visitor's first
-- of the day, decided as a batch is appended, once across every instance (the key).
CREATE TABLE "bio_visitor_days" (
	"page_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"block_id" uuid NOT NULL,
	"visitor" bigint NOT NULL,
	PRIMARY KEY ("page_id", "day", "block_id", "visitor")
);--> statement-breakpoint
-- How far each instance's event log has been applied: a batch and its position commit together.
CREATE TABLE "bio_event_log_offsets" (
	"log_id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
