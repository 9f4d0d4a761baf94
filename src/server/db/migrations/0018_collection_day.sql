CREATE TABLE "back_office_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "bo_route_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text
);
--> statement-breakpoint
CREATE TABLE "collection_exception_notices" (
	"source" text NOT NULL,
	"customer" text NOT NULL,
	"site" text NOT NULL,
	"service_type" text NOT NULL,
	"day" date NOT NULL,
	"uid" text NOT NULL,
	"channel" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_exception_notices_source_customer_site_service_type_day_uid_channel_pk" PRIMARY KEY("source","customer","site","service_type","day","uid","channel")
);
--> statement-breakpoint
CREATE TABLE "collection_route_days" (
	"source" text NOT NULL,
	"route" text NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_route_days_source_route_day_pk" PRIMARY KEY("source","route","day")
);
--> statement-breakpoint
CREATE TABLE "collection_site_events" (
	"source" text NOT NULL,
	"customer" text NOT NULL,
	"site" text NOT NULL,
	"service_type" text NOT NULL,
	"day" date NOT NULL,
	"route" text NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text,
	"note" text,
	"photo_ref" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_site_events_source_customer_site_service_type_day_pk" PRIMARY KEY("source","customer","site","service_type","day")
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "pickup_day" date;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "recorded_status" text;--> statement-breakpoint
CREATE INDEX "collection_route_days_day_idx" ON "collection_route_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "collection_site_events_route_day_idx" ON "collection_site_events" USING btree ("source","route","day");--> statement-breakpoint
CREATE INDEX "collection_site_events_day_exceptions_idx" ON "collection_site_events" USING btree ("day") WHERE "collection_site_events"."outcome" = 'not-collected';