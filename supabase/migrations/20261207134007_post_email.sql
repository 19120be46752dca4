-- "E-mail this post to subscribers when it is published": the admin's choice, and when its issue was made (once).
ALTER TABLE "posts" ADD COLUMN "email_subscribers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "emailed_at" timestamp with time zone;
