CREATE TABLE "open311_api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"portal_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "open311_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"portal_id" text NOT NULL,
	"service_code" text NOT NULL,
	"address_id" text NOT NULL,
	"address" text NOT NULL,
	"zipcode" text NOT NULL,
	"description" text,
	"expected_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open311_requests" ADD CONSTRAINT "open311_requests_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open311_api_keys_hash_uq" ON "open311_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "open311_api_keys_created_idx" ON "open311_api_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "open311_requests_portal_idx" ON "open311_requests" USING btree ("portal_id","created_at");