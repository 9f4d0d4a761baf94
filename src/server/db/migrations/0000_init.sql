CREATE TABLE "portal_content" (
	"portal_id" text PRIMARY KEY NOT NULL,
	"home" jsonb,
	"support" jsonb,
	"faq" jsonb,
	"services" jsonb,
	"stickers" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "portal_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"portal_type" text NOT NULL,
	"portal_title" text NOT NULL,
	"zip_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_id" text,
	"business_code" text,
	"billing_cycle" text,
	"service_category" text,
	"service_week_code" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"setup" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "added_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"default_services_id" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"smarty_data" jsonb,
	"customer_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"uid" text PRIMARY KEY NOT NULL,
	"entry_type" text NOT NULL,
	"default_services_id" text,
	"email" text NOT NULL,
	"salutation" text DEFAULT 'Mr.' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"display_name" text,
	"phone_type" text DEFAULT 'Mobile' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"zip_code" text,
	"selected_address" jsonb,
	"cm04_cust" text,
	"cm04_site" text,
	"source" text,
	"street" text,
	"city" text,
	"residence_type" text DEFAULT 'singleFamily',
	"apt_unit" text,
	"preferred_contact_methods" jsonb DEFAULT '["Email"]'::jsonb NOT NULL,
	"opt_in_marketing" boolean DEFAULT true NOT NULL,
	"opt_in_notifications" boolean DEFAULT true NOT NULL,
	"opt_in_paperless_billing" boolean DEFAULT true NOT NULL,
	"different_billing_address" boolean DEFAULT false NOT NULL,
	"billing_address1" text,
	"billing_address2" text,
	"billing_city" text,
	"billing_state" text,
	"billing_zip" text,
	"is_google_sign_up" boolean DEFAULT false NOT NULL,
	"photo_url" text,
	"auth_provider" text DEFAULT 'email' NOT NULL,
	"document_verified" boolean DEFAULT false NOT NULL,
	"account_number_verified" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"service_changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_service_changes" boolean DEFAULT false NOT NULL,
	"has_additional_services" boolean DEFAULT false NOT NULL,
	"organization_name" text,
	"selected_customers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'customerservice' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "staff_migrations" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"existing" integer DEFAULT 0 NOT NULL,
	"failed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body_text" text NOT NULL,
	"body_html" text,
	"adapter" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bo_agents" (
	"username" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bo_companies" (
	"database" text PRIMARY KEY NOT NULL,
	"company_full_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bo_customer_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"cm04_cust" text NOT NULL,
	"cm04_site" text NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bo_customers" (
	"database" text NOT NULL,
	"customer_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"sales_rep_code" text,
	CONSTRAINT "bo_customers_database_customer_number_pk" PRIMARY KEY("database","customer_number")
);
--> statement-breakpoint
CREATE TABLE "bo_issue_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"sc02_date" text NOT NULL,
	"sc02_user" text NOT NULL,
	"sc02_text" text NOT NULL,
	"sc02_sysnote" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bo_issues" (
	"issue_id" serial PRIMARY KEY NOT NULL,
	"database_name" text NOT NULL,
	"sc01_site" text,
	"sc01_cust" text,
	"sc01_type" text NOT NULL,
	"sc01" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bo_sales_reps" (
	"cd07_code" text PRIMARY KEY NOT NULL,
	"cd07_desc" text NOT NULL,
	"cd07_email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "bo_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"cm05_cust" text NOT NULL,
	"cm05_site" text NOT NULL,
	"cm05_serv" integer NOT NULL,
	"cm05_type" text NOT NULL,
	"cm05_size" numeric NOT NULL,
	"cm05_qty" integer DEFAULT 1 NOT NULL,
	"cm05_rate" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cm05_sdte" date,
	"service_day_of_week" text,
	"cm05_cycl" text,
	"cm05_uom" text,
	"cm05_ctg" text,
	"total_rate" numeric(12, 2),
	"cd07_code" text
);
--> statement-breakpoint
CREATE TABLE "bo_sites" (
	"source" text NOT NULL,
	"cm04_cust" text NOT NULL,
	"cm04_site" text NOT NULL,
	"cm04_name" text,
	"cm04_add2" text NOT NULL,
	"cm04_city" text NOT NULL,
	"cm04_stat" text NOT NULL,
	"cm04_pzip" text NOT NULL,
	"cm04_email" text,
	"cm04_phon" text,
	"multi_family" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bo_sites_source_cm04_cust_cm04_site_pk" PRIMARY KEY("source","cm04_cust","cm04_site")
);
--> statement-breakpoint
CREATE TABLE "auth_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"uid" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "auth_oidc_transactions" (
	"handle_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_passwords" (
	"uid" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_pending_google" (
	"handle_hash" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"photo_url" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_phone_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"uid" text,
	"staff_subject" text,
	"staff_email" text,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"cm04_cust" text NOT NULL,
	"cm04_site" text NOT NULL,
	"address" jsonb NOT NULL,
	"email_on_file" text,
	"email" text,
	"email_source" text,
	"email_verified_at" timestamp with time zone,
	"address_verified_by" text,
	"address_verified_at" timestamp with time zone,
	"account_number_attempts" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"service_type" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb NOT NULL,
	"confirmation" jsonb NOT NULL,
	"issue_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "portal_content" ADD CONSTRAINT "portal_content_portal_id_portal_setups_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portal_setups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "added_addresses" ADD CONSTRAINT "added_addresses_default_services_id_portal_setups_id_fk" FOREIGN KEY ("default_services_id") REFERENCES "public"."portal_setups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_default_services_id_portal_setups_id_fk" FOREIGN KEY ("default_services_id") REFERENCES "public"."portal_setups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_issue_notes" ADD CONSTRAINT "bo_issue_notes_issue_id_bo_issues_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."bo_issues"("issue_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_identities" ADD CONSTRAINT "auth_identities_uid_customer_profiles_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_password_resets" ADD CONSTRAINT "auth_password_resets_uid_customer_profiles_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_passwords" ADD CONSTRAINT "auth_passwords_uid_customer_profiles_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_phone_codes" ADD CONSTRAINT "auth_phone_codes_uid_customer_profiles_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_uid_customer_profiles_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_uid_customer_profiles_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customer_profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_setups_title_uq" ON "portal_setups" USING btree (lower("portal_title"));--> statement-breakpoint
CREATE INDEX "portal_setups_zip_codes_gin" ON "portal_setups" USING gin ("zip_codes");--> statement-breakpoint
CREATE INDEX "portal_setups_type_idx" ON "portal_setups" USING btree ("portal_type");--> statement-breakpoint
CREATE INDEX "portal_setups_customer_id_idx" ON "portal_setups" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "portal_setups_business_code_idx" ON "portal_setups" USING btree ("business_code");--> statement-breakpoint
CREATE INDEX "added_addresses_created_idx" ON "added_addresses" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_profiles_email_uq" ON "customer_profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customer_profiles_site_idx" ON "customer_profiles" USING btree ("source","cm04_cust","cm04_site");--> statement-breakpoint
CREATE INDEX "customer_profiles_setup_idx" ON "customer_profiles" USING btree ("default_services_id");--> statement-breakpoint
CREATE INDEX "customer_profiles_created_idx" ON "customer_profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_profiles_name_idx" ON "customer_profiles" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "customer_profiles_phone_idx" ON "customer_profiles" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "customer_profiles_zip_idx" ON "customer_profiles" USING btree ("zip_code");--> statement-breakpoint
CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_uq" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_users_name_idx" ON "staff_users" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_migrations_one_running_uq" ON "staff_migrations" USING btree ("state") WHERE "staff_migrations"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "sent_messages_idem_uq" ON "sent_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sent_messages_created_idx" ON "sent_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bo_customer_updates_idem_uq" ON "bo_customer_updates" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "bo_customers_name_idx" ON "bo_customers" USING btree ("customer_name");--> statement-breakpoint
CREATE UNIQUE INDEX "bo_issues_idem_uq" ON "bo_issues" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "bo_issues_site_idx" ON "bo_issues" USING btree ("database_name","sc01_cust","sc01_site");--> statement-breakpoint
CREATE INDEX "bo_issues_created_idx" ON "bo_issues" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bo_services_site_idx" ON "bo_services" USING btree ("source","cm05_cust","cm05_site");--> statement-breakpoint
CREATE INDEX "bo_services_type_idx" ON "bo_services" USING btree ("cm05_type");--> statement-breakpoint
CREATE INDEX "bo_sites_zip_idx" ON "bo_sites" USING btree ("cm04_pzip");--> statement-breakpoint
CREATE INDEX "bo_sites_cust_idx" ON "bo_sites" USING btree ("source","cm04_cust");--> statement-breakpoint
CREATE INDEX "auth_identities_uid_idx" ON "auth_identities" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "auth_password_resets_uid_idx" ON "auth_password_resets" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "auth_pending_google_email_idx" ON "auth_pending_google" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "auth_sessions_uid_idx" ON "auth_sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "auth_sessions_expires_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registrations_site_idx" ON "registrations" USING btree ("source","cm04_cust","cm04_site");--> statement-breakpoint
CREATE INDEX "registrations_expires_idx" ON "registrations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "service_requests_uid_idx" ON "service_requests" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at");