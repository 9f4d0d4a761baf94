CREATE TABLE "waste_guide_items" (
	"id" text PRIMARY KEY NOT NULL,
	"portal_id" text,
	"name" text NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"destination" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "waste_guide_misses" (
	"list_id" text NOT NULL,
	"query" text NOT NULL,
	"count" bigint DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waste_guide_items" ADD CONSTRAINT "waste_guide_items_portal_id_portal_setups_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portal_setups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waste_guide_items_list_name_uq" ON "waste_guide_items" USING btree (coalesce("portal_id", ''),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "waste_guide_misses_list_query_uq" ON "waste_guide_misses" USING btree ("list_id","query");--> statement-breakpoint
CREATE INDEX "waste_guide_misses_list_count_idx" ON "waste_guide_misses" USING btree ("list_id","count");