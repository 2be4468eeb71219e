DROP INDEX "products_category_price_id_idx";--> statement-breakpoint
DROP INDEX "products_category_name_id_idx";--> statement-breakpoint
DROP INDEX "products_category_created_id_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "warehouse_address" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "warehouse_city" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "warehouse_state" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "warehouse_zip" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_vendor_sku_idx" ON "products" USING btree ("vendor_id","sku");--> statement-breakpoint
CREATE INDEX "products_category_price_id_idx" ON "products" USING btree ("category_id","wholesale_price","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_name_id_idx" ON "products" USING btree ("category_id","name","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_created_id_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."archived_at" is null;