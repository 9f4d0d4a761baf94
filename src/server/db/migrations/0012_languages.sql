ALTER TABLE "portal_content" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;