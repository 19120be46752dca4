DROP INDEX "posts_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_views_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "posts"."title"), 'A')
          || setweight(to_tsvector('english'::regconfig, coalesce("posts"."excerpt", '')), 'B')
          || setweight(to_tsvector('english'::regconfig, regexp_replace("posts"."content", '<[^>]*>', ' ', 'g')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_created_at_id_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_updated_at_id_idx" ON "posts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "posts_published_at_id_idx" ON "posts" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "posts_published_at_desc_id_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_views_id_idx" ON "posts" USING btree ("views","id");--> statement-breakpoint
CREATE INDEX "posts_title_id_idx" ON "posts" USING btree ("title","id");