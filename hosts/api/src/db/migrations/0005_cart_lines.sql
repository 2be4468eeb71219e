CREATE TABLE "project_tans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_tans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer,
	"colour" text,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_tans_line_unique" UNIQUE NULLS NOT DISTINCT("project_id","product_id","size_id","colour"),
	CONSTRAINT "project_tans_qty_check" CHECK ("project_tans"."qty" between 1 and 9999)
);
--> statement-breakpoint
ALTER TABLE "project_tans" ADD CONSTRAINT "project_tans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tans" ADD CONSTRAINT "project_tans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tans" ADD CONSTRAINT "project_tans_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_tans_product_idx" ON "project_tans" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "project_tans_size_idx" ON "project_tans" USING btree ("size_id");