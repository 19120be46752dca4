CREATE TABLE "bio_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"show_from" timestamp with time zone,
	"show_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bio_events" (
	"page_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"mobile" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bio_events_page_id_day_block_id_visitor_hash_pk" PRIMARY KEY("page_id","day","block_id","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "bio_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_key" text,
	"theme" jsonb NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bio_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "bio_pages_slug_check" CHECK ("bio_pages"."slug" ~ '^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$')
);
--> statement-breakpoint
CREATE TABLE "bio_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bio_blocks" ADD CONSTRAINT "bio_blocks_page_id_bio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."bio_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bio_events" ADD CONSTRAINT "bio_events_page_id_bio_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."bio_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bio_pages" ADD CONSTRAINT "bio_pages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bio_blocks_page_position_idx" ON "bio_blocks" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "bio_pages_user_id_idx" ON "bio_pages" USING btree ("user_id","created_at");