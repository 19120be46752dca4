CREATE TABLE "bio_stats" (
	"page_id" uuid NOT NULL,
	"period" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"dimension" text NOT NULL,
	"block_id" uuid NOT NULL,
	"referrer" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"hits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "bio_stats_pkey" PRIMARY KEY("page_id","period","dimension","start","block_id","country","device","browser","os","referrer","utm_source","utm_medium","utm_campaign"),
	CONSTRAINT "bio_stats_period_check" CHECK ("bio_stats"."period" in ('h', 'd', 'm'))
);
--> statement-breakpoint
ALTER TABLE "bio_events" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bio_events" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bio_events" ADD COLUMN "browser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bio_events" ADD COLUMN "os" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bio_events" ADD COLUMN "utm_source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bio_events" ADD COLUMN "utm_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bio_events" ADD COLUMN "utm_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bio_stats" ADD CONSTRAINT "bio_stats_page_id_bio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."bio_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: the counts kept so far become statistics rows (lib/biolinks/stats/rollup.ts), day and
-- month rows of the total, each breakdown and every column; what was not recorded (country, browser,
-- system, campaign) is '' (unknown), the device is what the old `mobile` flag said. Every old row is one
-- visitor of its day and block.
UPDATE "bio_events" SET "device" = CASE WHEN "mobile" THEN 'mobile' ELSE 'desktop' END;--> statement-breakpoint
INSERT INTO "bio_stats" ("page_id", "period", "dimension", "start", "block_id", "country", "device", "browser", "os", "referrer", "utm_source", "utm_medium", "utm_campaign", "hits", "visitors")
SELECT e."page_id", p."period", k."dimension",
  CASE p."period" WHEN 'd' THEN e."day"::timestamp AT TIME ZONE 'UTC' ELSE date_trunc('month', e."day")::timestamp AT TIME ZONE 'UTC' END,
  b."block_id",
  CASE WHEN k."by" IN ('country', '*') THEN '' ELSE '*' END,
  CASE WHEN k."by" IN ('device', '*') THEN e."device" ELSE '*' END,
  CASE WHEN k."by" IN ('browser', '*') THEN '' ELSE '*' END,
  CASE WHEN k."by" IN ('os', '*') THEN '' ELSE '*' END,
  CASE WHEN k."by" IN ('referrer', '*') THEN e."referrer" ELSE '*' END,
  CASE WHEN k."by" IN ('utm_source', '*') THEN '' ELSE '*' END,
  CASE WHEN k."by" IN ('utm_medium', '*') THEN '' ELSE '*' END,
  CASE WHEN k."by" IN ('utm_campaign', '*') THEN '' ELSE '*' END,
  sum(e."hits")::int, count(*)::int
FROM "bio_events" e
-- A click also counts in every link's clicks together (ANY_LINK_BLOCK_ID).
CROSS JOIN LATERAL (VALUES (e."block_id"), (CASE WHEN e."block_id" <> '00000000-0000-0000-0000-000000000000' THEN 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid END)) AS b("block_id")
CROSS JOIN (VALUES ('d'), ('m')) AS p("period")
CROSS JOIN (VALUES ('total', ''), ('country', 'country'), ('device', 'device'), ('browser', 'browser'), ('os', 'os'), ('referrer', 'referrer'), ('utm_source', 'utm_source'), ('utm_medium', 'utm_medium'), ('utm_campaign', 'utm_campaign'), ('all', '*')) AS k("dimension", "by")
WHERE b."block_id" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13;
