CREATE INDEX "order_items_status_order_idx" ON "order_items" USING btree ("status","order_id");--> statement-breakpoint
-- ===== Hand-written (decision 0101): carry this block over when the migration is regenerated. =====
-- The vendor's Order items and the admin's Orders are cached in every API process: a change to an
-- order item tells every process whose vendor's list it shows (payload: the vendor's user id), and any
-- order or item change tells them the admin's lists are old (no payload). pg_notify folds equal payloads
-- of one transaction into one notice, so a purchase or a bulk insert notifies once per vendor.
CREATE FUNCTION "notify_vendor_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.vendor_id IS NOT NULL THEN
    PERFORM pg_notify('showroom_vendor_items_changed', OLD.vendor_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.vendor_id IS NOT NULL THEN
    PERFORM pg_notify('showroom_vendor_items_changed', NEW.vendor_id::text);
  END IF;
  PERFORM pg_notify('showroom_orders_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('showroom_orders_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_notify_vendor_items" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "notify_vendor_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_notify_orders_changed" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_orders_changed"();
--> statement-breakpoint
-- Migration 0027's status events, now for every admin not deactivated too (the admin's Orders list is
-- live as the pro's and the vendor's are): each order item status change and each new order reaches them.
CREATE OR REPLACE FUNCTION "live_events_for_status_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("user_id", "kind", "payload")
  SELECT DISTINCT r.user_id, r.kind, r.payload FROM (
    SELECT v.user_id,
      CASE WHEN c.first THEN 'order_placed' ELSE 'order_item_status' END AS kind,
      CASE WHEN c.first
        THEN jsonb_build_object('kind', 'order_placed', 'order_id', c.order_id)
        ELSE jsonb_build_object('kind', 'order_item_status', 'order_id', c.order_id,
          'order_item_id', c.order_item_id, 'status', c.status)
      END AS payload
    FROM (
      SELECT n.order_id, n.order_item_id, n.status, o.user_id AS homeowner_id, o.showroom_id, i.vendor_id,
        NOT EXISTS (SELECT 1 FROM "order_item_status_changes" e
          WHERE e.order_item_id = n.order_item_id AND e.id < n.id) AS first
      FROM new_changes n
      JOIN "orders" o ON o.id = n.order_id
      JOIN "order_items" i ON i.id = n.order_item_id
    ) c
    CROSS JOIN LATERAL (
      VALUES (CASE WHEN c.first THEN NULL ELSE c.homeowner_id END), (c.showroom_id), (c.vendor_id)
      UNION ALL
      SELECT a.id FROM "users" a WHERE a.type = 'Admin' AND a.status <> 'Deactive'
    ) AS v(user_id)
  ) r
  WHERE r.user_id IS NOT NULL;
  RETURN NULL;
END $$;
