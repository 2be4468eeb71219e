CREATE TABLE "stock_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hold_key" text NOT NULL,
	"size_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_reservations_qty_check" CHECK ("stock_reservations"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_reservations_hold_key_idx" ON "stock_reservations" USING btree ("hold_key");--> statement-breakpoint
CREATE INDEX "stock_reservations_created_idx" ON "stock_reservations" USING btree ("created_at");