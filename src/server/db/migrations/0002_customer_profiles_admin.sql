CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_uid_customer_profiles_uid_fk";
--> statement-breakpoint
CREATE INDEX "customer_profiles_list_idx" ON "customer_profiles" USING btree ("created_at","uid");--> statement-breakpoint
CREATE INDEX "customer_profiles_search_trgm" ON "customer_profiles" USING gin ((("first_name" || ' ' || "last_name" || ' ' || coalesce("organization_name", '') || ' ' || coalesce("street", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_profiles_cust_trgm" ON "customer_profiles" USING gin ("cm04_cust" gin_trgm_ops);