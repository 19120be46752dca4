CREATE TABLE "plagiarism_fingerprints" (
	"source_id" integer NOT NULL,
	"shingle_words" smallint NOT NULL,
	"hash" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "plagiarism_fingerprints_source_id_shingle_words_position_pk" PRIMARY KEY("source_id","shingle_words","position")
);
--> statement-breakpoint
CREATE TABLE "plagiarism_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plagiarism_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer,
	"ebook_id" uuid,
	"text" text NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plagiarism_sources_post_id_unique" UNIQUE("post_id"),
	CONSTRAINT "plagiarism_sources_ebook_id_unique" UNIQUE("ebook_id"),
	CONSTRAINT "plagiarism_sources_one_owner" CHECK (("plagiarism_sources"."post_id" is null) <> ("plagiarism_sources"."ebook_id" is null))
);
--> statement-breakpoint
ALTER TABLE "plagiarism_fingerprints" ADD CONSTRAINT "plagiarism_fingerprints_source_id_plagiarism_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."plagiarism_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_sources" ADD CONSTRAINT "plagiarism_sources_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_sources" ADD CONSTRAINT "plagiarism_sources_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plagiarism_fingerprints_lookup_idx" ON "plagiarism_fingerprints" USING btree ("shingle_words","hash");