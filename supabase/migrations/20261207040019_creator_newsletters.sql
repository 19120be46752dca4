-- Creators' newsletters (lib/biolinks/newsletter): an issue with a page goes to that page's confirmed
-- subscribers through the site's send queue, batches taken round robin by served_at; a reader can leave
-- one list (bio_subscribers.unsubscribed) and report a mail (newsletter_deliveries.reported_at); an admin
-- can stop a send (newsletter_issues.stopped) or suspend an account's sending.
CREATE TABLE "newsletter_sender_suspensions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bio_subscribers" DROP CONSTRAINT "bio_subscribers_status_check";--> statement-breakpoint
ALTER TABLE "newsletter_issues" DROP CONSTRAINT "newsletter_issues_status_check";--> statement-breakpoint
ALTER TABLE "bio_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "page_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "served_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_sender_suspensions" ADD CONSTRAINT "newsletter_sender_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_page_id_bio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."bio_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_issues_page_idx" ON "newsletter_issues" USING btree ("page_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bio_subscribers" ADD CONSTRAINT "bio_subscribers_status_check" CHECK ("bio_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'));--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_status_check" CHECK ("newsletter_issues"."status" in ('draft', 'scheduled', 'sending', 'sent', 'stopped'));