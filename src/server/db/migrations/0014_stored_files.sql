CREATE TABLE "stored_file_chunks" (
	"area" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_area_name_seq_pk" PRIMARY KEY("area","name","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"area" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_area_name_pk" PRIMARY KEY("area","name")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_area_name_stored_files_area_name_fk" FOREIGN KEY ("area","name") REFERENCES "public"."stored_files"("area","name") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Session revocation reaches every instance (issue 30): each instance keeps a customer's session for a
-- few seconds (auth/sessions.ts) and LISTENs here; a session ended or a profile changed anywhere
-- notifies at commit, and every instance forgets that customer's cached sessions at once.
CREATE OR REPLACE FUNCTION "curbside_notify_customer_sessions"() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'auth_sessions' THEN
    IF OLD."kind" = 'customer' AND OLD."uid" IS NOT NULL THEN
      PERFORM pg_notify('curbside_customer_sessions', OLD."uid");
    END IF;
    RETURN OLD;
  END IF;
  PERFORM pg_notify('curbside_customer_sessions', OLD."uid");
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_notify_ended" AFTER DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "curbside_notify_customer_sessions"();
--> statement-breakpoint
CREATE TRIGGER "customer_profiles_notify_changed" AFTER UPDATE OF "email" ON "customer_profiles"
  FOR EACH ROW EXECUTE FUNCTION "curbside_notify_customer_sessions"();
