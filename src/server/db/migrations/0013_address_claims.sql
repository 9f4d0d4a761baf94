CREATE TABLE "address_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"cm04_cust" text NOT NULL,
	"cm04_site" text NOT NULL,
	"address" jsonb NOT NULL,
	"claimant_uid" text NOT NULL,
	"claimant_proof" text NOT NULL,
	"selected_address" jsonb NOT NULL,
	"holder_uid" text NOT NULL,
	"holder_proof" text,
	"document_data" "bytea",
	"document_type" text,
	"document_text" text,
	"document_score" real,
	"objection_token_hash" text NOT NULL,
	"moves_after" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "address_letters" (
	"id" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"source" text NOT NULL,
	"cm04_cust" text NOT NULL,
	"cm04_site" text NOT NULL,
	"address" jsonb NOT NULL,
	"recipient_name" text,
	"language" text DEFAULT 'en' NOT NULL,
	"code" text,
	"code_hash" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"printed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_setups" ADD COLUMN "claim_waiting_days" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "document_data" "bytea";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "document_text" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "document_score" real;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "letter_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "address_claims_status_idx" ON "address_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "address_claims_due_idx" ON "address_claims" USING btree ("moves_after") WHERE "address_claims"."status" = 'open';--> statement-breakpoint
CREATE INDEX "address_claims_claimant_idx" ON "address_claims" USING btree ("claimant_uid");--> statement-breakpoint
CREATE INDEX "address_claims_holder_idx" ON "address_claims" USING btree ("holder_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "address_claims_open_site_uq" ON "address_claims" USING btree ("source","cm04_cust","cm04_site","claimant_uid") WHERE "address_claims"."status" = 'open';--> statement-breakpoint
CREATE INDEX "address_letters_status_idx" ON "address_letters" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "address_letters_registration_idx" ON "address_letters" USING btree ("registration_id");