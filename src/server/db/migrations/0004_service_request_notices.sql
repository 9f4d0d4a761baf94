CREATE TABLE "service_change_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"service_type" text NOT NULL,
	"details" jsonb NOT NULL,
	"portal_id" text,
	"by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "service_change_requests_uid_idx" ON "service_change_requests" USING btree ("uid","created_at");