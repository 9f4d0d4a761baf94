DROP INDEX "added_addresses_created_idx";--> statement-breakpoint
ALTER TABLE "added_addresses" ADD COLUMN "loaded_source" text;--> statement-breakpoint
ALTER TABLE "added_addresses" ADD COLUMN "loaded_cust" text;--> statement-breakpoint
ALTER TABLE "added_addresses" ADD COLUMN "loaded_site" text;--> statement-breakpoint
ALTER TABLE "added_addresses" ADD COLUMN "loaded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "added_addresses_list_idx" ON "added_addresses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "added_addresses_street_trgm" ON "added_addresses" USING gin ("street" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "added_addresses_zip_idx" ON "added_addresses" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "added_addresses_search_trgm" ON "added_addresses" USING gin ((("street" || ' ' || "city" || ' ' || "state" || ' ' || "zip" || ' ' || coalesce("customer_info" ->> 'firstName', '') || ' ' || coalesce("customer_info" ->> 'lastName', '') || ' ' || coalesce("customer_info" ->> 'email', ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bo_sites_add2_trgm" ON "bo_sites" USING gin ("cm04_add2" gin_trgm_ops);