CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_user_position_idx" ON "live_events" USING btree ("user_id","tx","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_streams_user_seen_idx" ON "live_streams" USING btree ("user_id","seen_at");--> statement-breakpoint
-- Hand-written (decision 0093), carried over as one block when this migration is regenerated.
-- Every live event is NOTIFYed with its recipient's user id when its transaction commits; every API
-- process LISTENs (PGlite: in process) and its streams of that user read on from their cursors.
CREATE FUNCTION "notify_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('showroom_live_event', NEW.user_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "live_events_notify" AFTER INSERT ON "live_events"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
--> statement-breakpoint
-- A new notification reaches its user (the header's count), whoever wrote it.
CREATE FUNCTION "live_event_for_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("user_id", "kind", "payload")
    VALUES (NEW.user_id, 'notification',
      jsonb_build_object('kind', 'notification', 'notification_id', NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_live_event" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "live_event_for_notification"();
--> statement-breakpoint
-- Every order item status change, whichever path wrote it (the status PUT, cancellations, the vendor's
-- and admin's screens), reaches the homeowner of the order, the pro of its showroom and the item's
-- vendor. An item's first status is its purchase: that is one 'order_placed' per order for its pro
-- and its vendors instead. Statement-level, so the purchase's one statement writes one event each.
CREATE FUNCTION "live_events_for_status_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    CROSS JOIN LATERAL (VALUES
      (CASE WHEN c.first THEN NULL ELSE c.homeowner_id END), (c.showroom_id), (c.vendor_id)) AS v(user_id)
  ) r
  WHERE r.user_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_item_status_changes_live_events" AFTER INSERT ON "order_item_status_changes"
  REFERENCING NEW TABLE AS new_changes FOR EACH STATEMENT EXECUTE FUNCTION "live_events_for_status_changes"();
