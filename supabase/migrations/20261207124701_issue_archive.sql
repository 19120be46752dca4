-- The newsletter's web archive: each issue's address in its list (/newsletter/{slug}), and whether it is
-- shown there once sent. Issues written before have their id as their address.
ALTER TABLE "newsletter_issues" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "newsletter_issues" SET "slug" = "id"::text;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_list_slug_key" UNIQUE NULLS NOT DISTINCT("page_id","slug");
