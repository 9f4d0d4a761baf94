ALTER TABLE "customer_profiles" ADD COLUMN "address_proof" text;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "address_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "window_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "replaces_uid" text;--> statement-breakpoint
-- Backfill the proofs that are certain from earlier columns. Everything else stays null ("unknown"):
-- an e-mail registration from before cannot tell the e-mail on file from another one, so it is never
-- taken over.
UPDATE "customer_profiles" SET "address_proof" = CASE WHEN "document_verified" THEN 'document' ELSE 'account-number' END WHERE "address_proof" IS NULL AND ("document_verified" OR "account_number_verified");
