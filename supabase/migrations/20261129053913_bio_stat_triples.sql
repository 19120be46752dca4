CREATE TABLE "bio_stat_triples" (
	"page_id" uuid NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"block_id" uuid NOT NULL,
	"first" text NOT NULL,
	"first_value" text NOT NULL,
	"second" text NOT NULL,
	"second_value" text NOT NULL,
	"third" text NOT NULL,
	"third_value" text NOT NULL,
	"hits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "bio_stat_triples_pkey" PRIMARY KEY("page_id","first","second","block_id","first_value","second_value","start","third","third_value")
);
--> statement-breakpoint
ALTER TABLE "bio_stat_triples" ADD CONSTRAINT "bio_stat_triples_page_id_bio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."bio_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The triples of the statistics already counted, summed from bio_stats's 'all' rows of months; the two
-- indexes built after, at once.
INSERT INTO "bio_stat_triples" ("page_id", "start", "block_id", "first", "first_value", "second", "second_value", "third", "third_value", "hits", "visitors")
SELECT s.page_id, s.start, s.block_id, p.first, p.first_value, p.second, p.second_value, p.third, p.third_value, sum(s.hits)::int, sum(s.visitors)::int
FROM "bio_stats" s CROSS JOIN LATERAL (VALUES
    ('country', s.country, 'device', s.device, 'browser', s.browser),
    ('country', s.country, 'device', s.device, 'os', s.os),
    ('country', s.country, 'device', s.device, 'referrer', s.referrer),
    ('country', s.country, 'device', s.device, 'utm_source', s.utm_source),
    ('country', s.country, 'device', s.device, 'utm_medium', s.utm_medium),
    ('country', s.country, 'device', s.device, 'utm_campaign', s.utm_campaign),
    ('country', s.country, 'browser', s.browser, 'os', s.os),
    ('country', s.country, 'browser', s.browser, 'referrer', s.referrer),
    ('country', s.country, 'browser', s.browser, 'utm_source', s.utm_source),
    ('country', s.country, 'browser', s.browser, 'utm_medium', s.utm_medium),
    ('country', s.country, 'browser', s.browser, 'utm_campaign', s.utm_campaign),
    ('country', s.country, 'os', s.os, 'referrer', s.referrer),
    ('country', s.country, 'os', s.os, 'utm_source', s.utm_source),
    ('country', s.country, 'os', s.os, 'utm_medium', s.utm_medium),
    ('country', s.country, 'os', s.os, 'utm_campaign', s.utm_campaign),
    ('country', s.country, 'referrer', s.referrer, 'utm_source', s.utm_source),
    ('country', s.country, 'referrer', s.referrer, 'utm_medium', s.utm_medium),
    ('country', s.country, 'referrer', s.referrer, 'utm_campaign', s.utm_campaign),
    ('country', s.country, 'utm_source', s.utm_source, 'utm_medium', s.utm_medium),
    ('country', s.country, 'utm_source', s.utm_source, 'utm_campaign', s.utm_campaign),
    ('country', s.country, 'utm_medium', s.utm_medium, 'utm_campaign', s.utm_campaign),
    ('device', s.device, 'browser', s.browser, 'os', s.os),
    ('device', s.device, 'browser', s.browser, 'referrer', s.referrer),
    ('device', s.device, 'browser', s.browser, 'utm_source', s.utm_source),
    ('device', s.device, 'browser', s.browser, 'utm_medium', s.utm_medium),
    ('device', s.device, 'browser', s.browser, 'utm_campaign', s.utm_campaign),
    ('device', s.device, 'os', s.os, 'referrer', s.referrer),
    ('device', s.device, 'os', s.os, 'utm_source', s.utm_source),
    ('device', s.device, 'os', s.os, 'utm_medium', s.utm_medium),
    ('device', s.device, 'os', s.os, 'utm_campaign', s.utm_campaign),
    ('device', s.device, 'referrer', s.referrer, 'utm_source', s.utm_source),
    ('device', s.device, 'referrer', s.referrer, 'utm_medium', s.utm_medium),
    ('device', s.device, 'referrer', s.referrer, 'utm_campaign', s.utm_campaign),
    ('device', s.device, 'utm_source', s.utm_source, 'utm_medium', s.utm_medium),
    ('device', s.device, 'utm_source', s.utm_source, 'utm_campaign', s.utm_campaign),
    ('device', s.device, 'utm_medium', s.utm_medium, 'utm_campaign', s.utm_campaign),
    ('browser', s.browser, 'os', s.os, 'referrer', s.referrer),
    ('browser', s.browser, 'os', s.os, 'utm_source', s.utm_source),
    ('browser', s.browser, 'os', s.os, 'utm_medium', s.utm_medium),
    ('browser', s.browser, 'os', s.os, 'utm_campaign', s.utm_campaign),
    ('browser', s.browser, 'referrer', s.referrer, 'utm_source', s.utm_source),
    ('browser', s.browser, 'referrer', s.referrer, 'utm_medium', s.utm_medium),
    ('browser', s.browser, 'referrer', s.referrer, 'utm_campaign', s.utm_campaign),
    ('browser', s.browser, 'utm_source', s.utm_source, 'utm_medium', s.utm_medium),
    ('browser', s.browser, 'utm_source', s.utm_source, 'utm_campaign', s.utm_campaign),
    ('browser', s.browser, 'utm_medium', s.utm_medium, 'utm_campaign', s.utm_campaign),
    ('os', s.os, 'referrer', s.referrer, 'utm_source', s.utm_source),
    ('os', s.os, 'referrer', s.referrer, 'utm_medium', s.utm_medium),
    ('os', s.os, 'referrer', s.referrer, 'utm_campaign', s.utm_campaign),
    ('os', s.os, 'utm_source', s.utm_source, 'utm_medium', s.utm_medium),
    ('os', s.os, 'utm_source', s.utm_source, 'utm_campaign', s.utm_campaign),
    ('os', s.os, 'utm_medium', s.utm_medium, 'utm_campaign', s.utm_campaign),
    ('referrer', s.referrer, 'utm_source', s.utm_source, 'utm_medium', s.utm_medium),
    ('referrer', s.referrer, 'utm_source', s.utm_source, 'utm_campaign', s.utm_campaign),
    ('referrer', s.referrer, 'utm_medium', s.utm_medium, 'utm_campaign', s.utm_campaign),
    ('utm_source', s.utm_source, 'utm_medium', s.utm_medium, 'utm_campaign', s.utm_campaign)
  ) AS p(first, first_value, second, second_value, third, third_value)
WHERE s.dimension = 'all' AND s.period = 'm'
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
CREATE INDEX "bio_stat_triples_outer_idx" ON "bio_stat_triples" USING btree ("page_id","first","third","block_id","first_value","third_value","start","second","second_value");--> statement-breakpoint
CREATE INDEX "bio_stat_triples_inner_idx" ON "bio_stat_triples" USING btree ("page_id","second","third","block_id","second_value","third_value","start","first","first_value");--> statement-breakpoint
ANALYZE "bio_stat_triples";
