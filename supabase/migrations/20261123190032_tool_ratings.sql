CREATE TABLE "tool_ratings" (
	"tool_slug" text NOT NULL,
	"visitor" text NOT NULL,
	"stars" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_ratings_tool_slug_visitor_pk" PRIMARY KEY("tool_slug","visitor"),
	CONSTRAINT "tool_ratings_stars_check" CHECK ("tool_ratings"."stars" between 1 and 5)
);
