CREATE TABLE "service_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bo_issues" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "bo_issues" ADD COLUMN "closing_note" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "portal_id" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "bo_status" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "bo_closing_note" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "last_poll_error" text;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_request_events_key_uq" ON "service_request_events" USING btree ("request_id","key");--> statement-breakpoint
CREATE INDEX "service_request_events_request_idx" ON "service_request_events" USING btree ("request_id","at","id");--> statement-breakpoint
CREATE INDEX "bo_issue_notes_issue_idx" ON "bo_issue_notes" USING btree ("issue_id","id");--> statement-breakpoint
CREATE INDEX "service_requests_list_idx" ON "service_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_poll_idx" ON "service_requests" USING btree ("last_polled_at") WHERE "service_requests"."status" = 'filed' and "service_requests"."bo_status" is distinct from 'closed';--> statement-breakpoint
CREATE INDEX "service_requests_search_trgm" ON "service_requests" USING gin ((("uid" || ' ' || coalesce("issue_id", '') || ' ' || coalesce("confirmation" #>> '{customer,name}', '') || ' ' || coalesce("confirmation" #>> '{customer,email}', '') || ' ' || coalesce("confirmation" #>> '{customer,address}', ''))) gin_trgm_ops);--> statement-breakpoint
UPDATE "service_requests" AS r SET "portal_id" = p."default_services_id" FROM "customer_profiles" AS p WHERE p."uid" = r."uid";--> statement-breakpoint
INSERT INTO "service_request_events" ("request_id", "key", "kind", "at", "by") SELECT "id", 'received', 'received', "created_at", 'customer' FROM "service_requests";--> statement-breakpoint
INSERT INTO "service_request_events" ("request_id", "key", "kind", "note", "at", "by") SELECT "id", 'filed', 'filed', "issue_id", coalesce("filed_at", "created_at"), 'back office' FROM "service_requests" WHERE "status" = 'filed';--> statement-breakpoint
INSERT INTO "service_request_events" ("request_id", "key", "kind", "note", "at", "by") SELECT "id", 'failed:0', 'failed', "last_error", "created_at", 'portal' FROM "service_requests" WHERE "status" = 'failed';
