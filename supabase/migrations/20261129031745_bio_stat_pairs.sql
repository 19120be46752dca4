CREATE TABLE "bio_stat_pairs" (
	"page_id" uuid NOT NULL,
	"period" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"block_id" uuid NOT NULL,
	"first" text NOT NULL,
	"first_value" text NOT NULL,
	"second" text NOT NULL,
	"second_value" text NOT NULL,
	"hits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "bio_stat_pairs_pkey" PRIMARY KEY("page_id","period","first","block_id","first_value","start","second","second_value"),
	CONSTRAINT "bio_stat_pairs_period_check" CHECK ("bio_stat_pairs"."period" in ('d', 'm'))
);
--> statement-breakpoint
ALTER TABLE "bio_stat_pairs" ADD CONSTRAINT "bio_stat_pairs_page_id_bio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."bio_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bio_stat_pairs_second_idx" ON "bio_stat_pairs" USING btree ("page_id","period","second","block_id","second_value","start","first","first_value");--> statement-breakpoint
-- The pairs of the statistics already counted, summed from bio_stats's 'all' rows of days and months.
INSERT INTO "bio_stat_pairs" ("page_id", "period", "start", "block_id", "first", "first_value", "second", "second_value", "hits", "visitors")
SELECT s.page_id, s.period, s.start, s.block_id, p.first, p.first_value, p.second, p.second_value, sum(s.hits)::int, sum(s.visitors)::int
FROM "bio_stats" s CROSS JOIN LATERAL (VALUES
    ('country', s.country, 'device', s.device),
    ('country', s.country, 'browser', s.browser),
    ('country', s.country, 'os', s.os),
    ('country', s.country, 'referrer', s.referrer),
    ('country', s.country, 'utm_source', s.utm_source),
    ('country', s.country, 'utm_medium', s.utm_medium),
    ('country', s.country, 'utm_campaign', s.utm_campaign),
    ('device', s.device, 'browser', s.browser),
    ('device', s.device, 'os', s.os),
    ('device', s.device, 'referrer', s.referrer),
    ('device', s.device, 'utm_source', s.utm_source),
    ('device', s.device, 'utm_medium', s.utm_medium),
    ('device', s.device, 'utm_campaign', s.utm_campaign),
    ('browser', s.browser, 'os', s.os),
    ('browser', s.browser, 'referrer', s.referrer),
    ('browser', s.browser, 'utm_source', s.utm_source),
    ('browser', s.browser, 'utm_medium', s.utm_medium),
    ('browser', s.browser, 'utm_campaign', s.utm_campaign),
    ('os', s.os, 'referrer', s.referrer),
    ('os', s.os, 'utm_source', s.utm_source),
    ('os', s.os, 'utm_medium', s.utm_medium),
    ('os', s.os, 'utm_campaign', s.utm_campaign),
    ('referrer', s.referrer, 'utm_source', s.utm_source),
    ('referrer', s.referrer, 'utm_medium', s.utm_medium),
    ('referrer', s.referrer, 'utm_campaign', s.utm_campaign),
    ('utm_source', s.utm_source, 'utm_medium', s.utm_medium),
    ('utm_source', s.utm_source, 'utm_campaign', s.utm_campaign),
    ('utm_medium', s.utm_medium, 'utm_campaign', s.utm_campaign)
  ) AS p(first, first_value, second, second_value)
WHERE s.dimension = 'all' AND s.period IN ('d', 'm')
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
ANALYZE "bio_stat_pairs";
