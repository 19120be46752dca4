-- Welcome sequences: one per list (the site's, a creator's page), its e-mails as newsletter_issues with status 'automated', and who is going through it.
CREATE TABLE "newsletter_sequence_members" (
	"sequence_id" uuid NOT NULL,
	"email" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_mail_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "newsletter_sequence_members_sequence_id_email_pk" PRIMARY KEY("sequence_id","email")
);
--> statement-breakpoint
CREATE TABLE "newsletter_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid,
	"status" text DEFAULT 'off' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_sequences_list_key" UNIQUE NULLS NOT DISTINCT("page_id"),
	CONSTRAINT "newsletter_sequences_status_check" CHECK ("newsletter_sequences"."status" in ('off', 'on', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_issues" DROP CONSTRAINT "newsletter_issues_status_check";--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "sequence_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "delay_days" integer;--> statement-breakpoint
ALTER TABLE "newsletter_sequence_members" ADD CONSTRAINT "newsletter_sequence_members_sequence_id_newsletter_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."newsletter_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sequences" ADD CONSTRAINT "newsletter_sequences_page_id_bio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."bio_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_sequence_members_open_idx" ON "newsletter_sequence_members" USING btree ("sequence_id") WHERE "newsletter_sequence_members"."done_at" is null;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_sequence_id_newsletter_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."newsletter_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_issues_sequence_idx" ON "newsletter_issues" USING btree ("sequence_id","position") WHERE "newsletter_issues"."sequence_id" is not null;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_sequence_check" CHECK (("newsletter_issues"."sequence_id" is null) = ("newsletter_issues"."status" <> 'automated')
        and ("newsletter_issues"."sequence_id" is null or ("newsletter_issues"."position" is not null and "newsletter_issues"."delay_days" between 0 and 365)));--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_status_check" CHECK ("newsletter_issues"."status" in ('draft', 'scheduled', 'sending', 'sent', 'stopped', 'automated'));