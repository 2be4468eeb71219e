CREATE TABLE "checkout_claims" (
	"hold_key" text PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"order_id" integer
);
--> statement-breakpoint
ALTER TABLE "checkout_claims" ADD CONSTRAINT "checkout_claims_cart_id_projects_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_claims" ADD CONSTRAINT "checkout_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_claims_open_cart_idx" ON "checkout_claims" USING btree ("cart_id") WHERE "checkout_claims"."order_id" is null;--> statement-breakpoint
CREATE INDEX "checkout_claims_claimed_idx" ON "checkout_claims" USING btree ("claimed_at");