-- The customer search's trigram indexes write new entries straight into the index instead of a pending
-- list that every search reads until VACUUM merges it (PGlite has no autovacuum); the list already there
-- is merged now. Altered in place: rebuilding a trigram index of a million profiles would take minutes.
ALTER INDEX "customer_profiles_search_trgm" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "customer_profiles_cust_trgm" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('customer_profiles_search_trgm');--> statement-breakpoint
SELECT gin_clean_pending_list('customer_profiles_cust_trgm');
