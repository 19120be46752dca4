-- An address a mail server refused for good shows as bounced on the creator's list it was mailed from.
ALTER TABLE "bio_subscribers" DROP CONSTRAINT "bio_subscribers_status_check";--> statement-breakpoint
ALTER TABLE "bio_subscribers" ADD CONSTRAINT "bio_subscribers_status_check" CHECK ("bio_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed', 'bounced'));
