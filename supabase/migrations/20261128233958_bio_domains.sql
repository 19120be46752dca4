CREATE TABLE "bio_domains" (
	"page_id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"checks" jsonb,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bio_domains" ADD CONSTRAINT "bio_domains_page_id_bio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."bio_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bio_domains_verified_key" ON "bio_domains" USING btree ("domain") WHERE "bio_domains"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "bio_domains_domain_idx" ON "bio_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "bio_domains_pending_idx" ON "bio_domains" USING btree ("created_at") WHERE "bio_domains"."verified_at" is null;