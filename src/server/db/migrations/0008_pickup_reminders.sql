CREATE TABLE "calendar_feeds" (
	"uid" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"uid" text PRIMARY KEY NOT NULL,
	"evening_mail" boolean DEFAULT false NOT NULL,
	"evening_sms" boolean DEFAULT false NOT NULL,
	"holiday_mail" boolean DEFAULT false NOT NULL,
	"holiday_sms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"portal_id" text NOT NULL,
	"run_date" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reminder_runs_portal_id_run_date_pk" PRIMARY KEY("portal_id","run_date")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"pickup_date" date NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_uid_kind_pickup_date_channel_pk" PRIMARY KEY("uid","kind","pickup_date","channel")
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sent_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_uid_customer_profiles_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_uid_customer_profiles_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_preferences_any_idx" ON "reminder_preferences" USING btree ("uid") WHERE "reminder_preferences"."evening_mail" or "reminder_preferences"."evening_sms" or "reminder_preferences"."holiday_mail" or "reminder_preferences"."holiday_sms";--> statement-breakpoint
CREATE INDEX "reminder_sends_created_idx" ON "reminder_sends" USING btree ("created_at");