DROP INDEX "products_category_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_id_idx" ON "products" USING btree ("category_id","wholesale_price","id");--> statement-breakpoint
CREATE INDEX "products_category_name_id_idx" ON "products" USING btree ("category_id","name","id");--> statement-breakpoint
CREATE INDEX "products_category_created_id_idx" ON "products" USING btree ("category_id","created_at","id");