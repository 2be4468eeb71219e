CREATE TABLE "pro_applications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"licence_number" text NOT NULL,
	"service_area" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "showroom_site_origins" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_applications" ADD CONSTRAINT "pro_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Showroom change notices (issue #23): the CORS allow-list and the public shop profiles are cached in
-- every API process; a pro's registered site must work within seconds on each, so a change to a
-- showroom or its site origins tells every process (payload: the pro's user id).
CREATE FUNCTION "notify_showroom_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('showroom_showroom_changed', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('showroom_showroom_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_site_origin_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE owner integer;
BEGIN
  SELECT "user_id" INTO owner FROM "shop_profiles"
    WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD.shop_profile_id ELSE NEW.shop_profile_id END;
  -- A showroom deleted with its sites: its own trigger has told already.
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('showroom_showroom_changed', owner::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shop_profiles_notify_showroom" AFTER INSERT OR UPDATE OR DELETE ON "shop_profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_showroom_changed"();
--> statement-breakpoint
CREATE TRIGGER "showroom_site_origins_notify_showroom" AFTER INSERT OR UPDATE OR DELETE ON "showroom_site_origins"
  FOR EACH ROW EXECUTE FUNCTION "notify_site_origin_changed"();
