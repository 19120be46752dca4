ALTER TABLE "bio_stats" DROP CONSTRAINT "bio_stats_pkey";
--> statement-breakpoint
ALTER TABLE "bio_stats" ADD CONSTRAINT "bio_stats_pkey" PRIMARY KEY("page_id","period","dimension","block_id","start","country","device","browser","os","referrer","utm_source","utm_medium","utm_campaign");