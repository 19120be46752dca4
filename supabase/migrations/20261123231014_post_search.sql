DROP INDEX "post_views_daily_day_idx";--> statement-breakpoint
DROP INDEX "posts_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_views_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "posts"."title"), 'A')
          || setweight(to_tsvector('english'::regconfig, coalesce("posts"."excerpt", '')), 'B')
          || setweight(to_tsvector('english'::regconfig, regexp_replace("posts"."content", '<[^>]*>', ' ', 'g')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_rank" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "posts"."title"), 'A')
          || setweight(to_tsvector('english'::regconfig, coalesce("posts"."excerpt", '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "post_views_daily_day_views_idx" ON "post_views_daily" USING btree ("day","views");--> statement-breakpoint
CREATE INDEX "posts_status_views_idx" ON "posts" USING btree ("status","views");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_created_at_id_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_updated_at_id_idx" ON "posts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "posts_published_at_id_idx" ON "posts" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "posts_published_at_desc_id_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_views_id_idx" ON "posts" USING btree ("views","id");--> statement-breakpoint
CREATE INDEX "posts_title_id_idx" ON "posts" USING btree ("title","id");