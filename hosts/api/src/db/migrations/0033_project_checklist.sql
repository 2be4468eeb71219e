CREATE TABLE "project_checklist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_checklist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer,
	"colour" text,
	"qty" integer NOT NULL,
	"area_sqft" double precision,
	"waste_percent" integer,
	"checked" boolean DEFAULT false NOT NULL,
	"added_by_user_id" integer,
	"added_by_role" text NOT NULL,
	"note" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_checklist_items_line_unique" UNIQUE NULLS NOT DISTINCT("project_id","product_id","size_id","colour"),
	CONSTRAINT "project_checklist_items_qty_check" CHECK ("project_checklist_items"."qty" between 1 and 9999),
	CONSTRAINT "project_checklist_items_role_check" CHECK ("project_checklist_items"."added_by_role" in ('owner', 'pro', 'designer'))
);
--> statement-breakpoint
ALTER TABLE "project_checklist_items" ADD CONSTRAINT "project_checklist_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_checklist_items" ADD CONSTRAINT "project_checklist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_checklist_items" ADD CONSTRAINT "project_checklist_items_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_checklist_items" ADD CONSTRAINT "project_checklist_items_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_checklist_items_product_idx" ON "project_checklist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "project_checklist_items_size_idx" ON "project_checklist_items" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "project_checklist_items_added_by_idx" ON "project_checklist_items" USING btree ("added_by_user_id");