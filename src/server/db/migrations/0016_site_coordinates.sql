ALTER TABLE "bo_sites" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "bo_sites" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "bo_sites_lat_long_idx" ON "bo_sites" USING btree ("latitude","longitude") WHERE "bo_sites"."latitude" is not null;--> statement-breakpoint
ALTER TABLE "bo_sites" ADD CONSTRAINT "bo_sites_coordinates_check" CHECK (("bo_sites"."latitude" is null and "bo_sites"."longitude" is null) or ("bo_sites"."latitude" between -90 and 90 and "bo_sites"."longitude" between -180 and 180));