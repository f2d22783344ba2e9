CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"poster_url" text,
	"alt_text" text NOT NULL,
	"link" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_type_check" CHECK ("ads"."type" in ('image', 'gif', 'video'))
);
