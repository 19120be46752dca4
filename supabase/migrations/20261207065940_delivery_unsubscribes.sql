-- Each send's unsubscribed figure: a reader who leaves through a mail's own link marks that mail's delivery.
ALTER TABLE "newsletter_deliveries" ADD COLUMN "unsubscribed_at" timestamp with time zone;
