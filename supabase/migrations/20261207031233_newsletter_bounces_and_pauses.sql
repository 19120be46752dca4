-- Newsletter sends that survive a mail server (lib/newsletter/deliver.ts): an address refused for good is
-- `bounced` and joins the site-wide suppression list; a temporary refusal waits for next_attempt_at; a
-- server that is away pauses the issue until paused_until, with back-off by pauses.
CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_reason_check" CHECK ("email_suppressions"."reason" in ('bounce', 'complaint')),
	CONSTRAINT "email_suppressions_email_lower_check" CHECK ("email_suppressions"."email" = lower("email_suppressions"."email"))
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" DROP CONSTRAINT "newsletter_deliveries_status_check";--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "pauses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_status_check" CHECK ("newsletter_deliveries"."status" in ('pending', 'sending', 'sent', 'failed', 'bounced', 'skipped'));