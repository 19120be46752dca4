-- An admin pauses one creator's send (held_at) and lets it go on; stopping it stays final.
ALTER TABLE "newsletter_issues" ADD COLUMN "held_at" timestamp with time zone;
