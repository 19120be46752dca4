-- The statistics' daily rollup on PostgreSQL (lib/biolinks/stats/rollup.ts): one row per page, UTC day,
-- block, breakdown and value, with the day's events and first events, for the days before yesterday. A
-- view reads whole rolled-up days here and the rest from bio_page_events. A key may have more than one
-- row (events that came after their day was rolled up are added as rows of their own): reads sum them.
CREATE TABLE "bio_daily_breakdowns" (
	"page_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"block_id" uuid NOT NULL,
	"dimension" smallint NOT NULL,
	"value" text NOT NULL,
	"events" integer NOT NULL,
	"firsts" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "bio_daily_breakdowns_page_day_idx" ON "bio_daily_breakdowns" ("page_id", "day");--> statement-breakpoint
-- One row: the first day not rolled up (null: none yet). Appends read it under a share lock and a
-- rollup takes it for update, so an event is never appended raw to a day being rolled up.
CREATE TABLE "bio_rollup_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"until_day" integer
);--> statement-breakpoint
INSERT INTO "bio_rollup_state" ("id", "until_day") VALUES (true, NULL);
