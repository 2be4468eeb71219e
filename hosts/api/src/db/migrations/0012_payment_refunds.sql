CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"order_item_id" integer,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_cents" > 0),
	CONSTRAINT "payment_refunds_state_check" CHECK ("payment_refunds"."state" in ('pending', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_item_unique" ON "payment_refunds" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_rest_unique" ON "payment_refunds" USING btree ("payment_id") WHERE "payment_refunds"."order_item_id" is null;--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("updated_at") WHERE "payment_refunds"."state" = 'pending';--> statement-breakpoint
-- Cancelled orders whose refund failed before this ledger existed: their refund, due now, for the settler to send.
INSERT INTO "payment_refunds" ("payment_id", "amount_cents", "state", "created_at", "updated_at")
SELECT "payments"."id", "payments"."amount_cents" - "payments"."refunded_cents", 'pending', coalesce("orders"."cancelled_at", now()), coalesce("orders"."cancelled_at", now())
FROM "payments" JOIN "orders" ON "orders"."id" = "payments"."order_id"
WHERE "payments"."state" = 'captured' AND "orders"."state" = 'cancelled'
  AND "payments"."amount_cents" > "payments"."refunded_cents";
