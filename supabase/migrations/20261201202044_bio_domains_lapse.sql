ALTER TABLE "bio_domains" ADD COLUMN "failed_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bio_domains" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bio_domains" ADD COLUMN "lapsed_at" timestamp with time zone;