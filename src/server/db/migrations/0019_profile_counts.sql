CREATE TABLE "customer_profile_counts" (
	"portal_key" text NOT NULL,
	"facet" text NOT NULL,
	"value" jsonb NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_profile_counts_portal_key_facet_value_pk" PRIMARY KEY("portal_key","facet","value")
);
--> statement-breakpoint
CREATE INDEX "customer_profiles_setup_created_idx" ON "customer_profiles" USING btree ("default_services_id","created_at");--> statement-breakpoint
-- Maintained counts of customer profiles (issue 33 §2): the dashboard and the delivery report's summary
-- read customer_profile_counts instead of every profile. The facts counted per profile are defined once,
-- here, and used both by the triggers below and by the backfill at the end.
--
-- What a service's entry of service_changes holds that the figures read: whether it asks another size
-- (changedDefaults is an object) and the size asked for (raw, as stored: the readers apply their rules,
-- the dashboard's "a number" and the delivery report's src/domain/services/numbers.ts toNumber), whether
-- it asks for extra carts (a non-empty `additional` array: the dashboard) and whether one of them has a
-- quantity and a size above 0 (numbers or numeric text, as toNumber reads them: the delivery report).
CREATE FUNCTION "customer_profile_service_facet"("entry" jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof("entry") IS DISTINCT FROM 'object' THEN
    '{"sized": false, "size": null, "extra": false, "carts": false}'::jsonb
  ELSE jsonb_build_object(
    'sized', jsonb_typeof("entry" -> 'changedDefaults') IS NOT DISTINCT FROM 'object',
    'size', "entry" -> 'changedDefaults' -> 'CM05_SIZE',
    'extra', jsonb_typeof("entry" -> 'additional') IS NOT DISTINCT FROM 'array' AND "entry" -> 'additional' <> '[]'::jsonb,
    'carts', jsonb_typeof("entry" -> 'additional') IS NOT DISTINCT FROM 'array' AND "entry" -> 'additional' <> '[]'::jsonb
      AND jsonb_path_exists("entry" -> 'additional',
        'strict $[*] ? (@.type() == "object" && @.CM05_QTY.double() > 0 && @.CM05_SIZE.double() > 0)', '{}', true))
  END
$$;
--> statement-breakpoint
-- Whether a selected address has a street and a city, as the delivery report reads them (blank after
-- JavaScript's trim() are left out): btrim with trim()'s white space, not a regular expression (a negated
-- class of these took seconds to compile in each connection).
CREATE FUNCTION "customer_profile_has_address"("selected_address" jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    btrim("selected_address" ->> 'CM04_ADD2', E' \t\n\x0b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') <> ''
    AND btrim("selected_address" ->> 'CM04_CITY', E' \t\n\x0b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') <> '',
    false)
$$;
--> statement-breakpoint
-- The (facet, value) pairs one profile adds 1 to (of its portal):
--   day        → the UTC day it was created ("2026-12-05"): new profiles per day, and all of them
--   residence  → its residence_type (null when none)
--   changes    → whether it is residential, whether it has a street and a city, and its trash,
--                recycling and yard-waste facets
--   serviceChanges, additionalServices, optInMarketing, optInNotifications, optInPaperless → true, when set
CREATE FUNCTION "customer_profile_facets"(
  "created_at" timestamptz, "residence_type" text, "entry_type" text, "selected_address" jsonb,
  "service_changes" jsonb, "has_service_changes" boolean, "has_additional_services" boolean,
  "opt_in_marketing" boolean, "opt_in_notifications" boolean, "opt_in_paperless_billing" boolean
) RETURNS TABLE ("facet" text, "value" jsonb)
LANGUAGE sql STABLE AS $$
  SELECT 'day', to_jsonb(to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
  UNION ALL SELECT 'residence', coalesce(to_jsonb(residence_type), 'null'::jsonb)
  UNION ALL SELECT 'changes', jsonb_build_object(
    'residential', entry_type = 'CustomerProfile',
    'address', customer_profile_has_address(selected_address),
    'trash', customer_profile_service_facet(service_changes -> 'trash'),
    'recycling', customer_profile_service_facet(service_changes -> 'recycling'),
    'yardwaste', customer_profile_service_facet(service_changes -> 'yardwaste'))
  UNION ALL SELECT 'serviceChanges', 'true' WHERE has_service_changes
  UNION ALL SELECT 'additionalServices', 'true' WHERE has_additional_services
  UNION ALL SELECT 'optInMarketing', 'true' WHERE opt_in_marketing
  UNION ALL SELECT 'optInNotifications', 'true' WHERE opt_in_notifications
  UNION ALL SELECT 'optInPaperless', 'true' WHERE opt_in_paperless_billing
$$;
--> statement-breakpoint
-- One statement's changes folded in at once (a statement-level trigger with its transition tables, so a
-- bulk insert of 50,000 profiles costs one grouped upsert, not 50,000): +1 per new row's pair, -1 per old
-- row's, only the pairs whose count changes (an update of a name touches no count), in key order (two
-- transactions lock the counts they share in the same order: no deadlock between them).
CREATE FUNCTION "customer_profile_counts_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "customer_profile_counts";
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    INSERT INTO "customer_profile_counts" AS c ("portal_key", "facet", "value", "n")
    SELECT coalesce(d.default_services_id, ''), f.facet, f.value, sum(d.delta)
    FROM (%s) AS d CROSS JOIN LATERAL customer_profile_facets(
      d.created_at, d.residence_type, d.entry_type, d.selected_address, d.service_changes,
      d.has_service_changes, d.has_additional_services, d.opt_in_marketing, d.opt_in_notifications,
      d.opt_in_paperless_billing) AS f
    GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("portal_key", "facet", "value") DO UPDATE SET "n" = c."n" + excluded."n"
  $q$, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS delta FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS delta FROM old_rows'
    ELSE 'SELECT *, 1 AS delta FROM new_rows UNION ALL SELECT *, -1 FROM old_rows'
  END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "customer_profiles_count_inserted" AFTER INSERT ON "customer_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_profile_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "customer_profiles_count_updated" AFTER UPDATE ON "customer_profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_profile_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "customer_profiles_count_deleted" AFTER DELETE ON "customer_profiles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_profile_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "customer_profiles_count_truncated" AFTER TRUNCATE ON "customer_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_profile_counts_apply"();
--> statement-breakpoint
-- The profiles there already (the triggers above hold writes off until this migration commits).
INSERT INTO "customer_profile_counts" ("portal_key", "facet", "value", "n")
SELECT coalesce(d.default_services_id, ''), f.facet, f.value, count(*)
FROM "customer_profiles" AS d CROSS JOIN LATERAL customer_profile_facets(
  d.created_at, d.residence_type, d.entry_type, d.selected_address, d.service_changes,
  d.has_service_changes, d.has_additional_services, d.opt_in_marketing, d.opt_in_notifications,
  d.opt_in_paperless_billing) AS f
GROUP BY 1, 2, 3;
