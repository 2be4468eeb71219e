-- Change notices (issue #12): the API keeps short-lived caches of sessions and signed-in carts; these
-- triggers tell every API process (LISTEN on PostgreSQL, in-process on PGlite) whose data changed, so a
-- cache never answers with what another process has just changed.
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('showroom_user_changed', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('showroom_user_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_user_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('showroom_user_changed', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_cart_line_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE owner integer;
BEGIN
  SELECT "user_id" INTO owner FROM "projects"
    WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD.project_id ELSE NEW.project_id END;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('showroom_user_changed', owner::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('showroom_catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "projects_notify_user" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "shipping_addresses_notify_user" AFTER INSERT OR UPDATE OR DELETE ON "shipping_addresses"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "personal_access_tokens_notify_user" AFTER DELETE OR UPDATE OF "otp_verified_at", "user_id"
  ON "personal_access_tokens" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_user" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "project_tans_notify_user" AFTER INSERT OR UPDATE OR DELETE ON "project_tans"
  FOR EACH ROW EXECUTE FUNCTION "notify_cart_line_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "product_sizes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "vendor_profiles_notify_catalog" AFTER INSERT OR UPDATE OR DELETE ON "vendor_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
