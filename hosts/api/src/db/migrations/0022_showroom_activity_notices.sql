-- Showroom activity notices (issue #23's list budget): the console's Orders and Leads pages are cached
-- in every API process, so a change to what they show tells every process whose showroom it was
-- (payload: the pro's user id). pg_notify folds equal payloads of one transaction into one notice.
CREATE FUNCTION "notify_showroom_activity"(showroom integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF showroom IS NOT NULL THEN
    PERFORM pg_notify('showroom_activity_changed', showroom::text);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_order_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "notify_showroom_activity"(OLD.showroom_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "notify_showroom_activity"(NEW.showroom_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_order_item_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE showroom integer;
BEGIN
  SELECT "showroom_id" INTO showroom FROM "orders"
    WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END;
  PERFORM "notify_showroom_activity"(showroom);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_lead_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "notify_showroom_activity"(OLD.shop_profile_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "notify_showroom_activity"(NEW.shop_profile_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_lead_status_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "notify_showroom_activity"(OLD.showroom_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "notify_showroom_activity"(NEW.showroom_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A homeowner's name, address or showroom shows in their pro's Leads and Orders lists.
CREATE FUNCTION "notify_customer_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "notify_showroom_activity"(OLD.shop_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "notify_showroom_activity"(NEW.shop_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_notify_activity" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_activity"();
--> statement-breakpoint
CREATE TRIGGER "order_items_notify_activity" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_item_activity"();
--> statement-breakpoint
CREATE TRIGGER "sample_requests_notify_activity" AFTER INSERT OR UPDATE OR DELETE ON "sample_requests"
  FOR EACH ROW EXECUTE FUNCTION "notify_lead_activity"();
--> statement-breakpoint
CREATE TRIGGER "lead_statuses_notify_activity" AFTER INSERT OR UPDATE OR DELETE ON "lead_statuses"
  FOR EACH ROW EXECUTE FUNCTION "notify_lead_status_activity"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_customer_activity"
  AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name", "email", "phone_number", "shop_id" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_customer_activity"();
