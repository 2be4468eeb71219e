CREATE TABLE "project_photo_surfaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_photo_surfaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"corners" jsonb NOT NULL,
	"length_from" integer NOT NULL,
	"length_to" integer NOT NULL,
	"length_inches" double precision NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer,
	"colour" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_photo_surfaces_kind_check" CHECK ("project_photo_surfaces"."kind" in ('floor', 'wall')),
	CONSTRAINT "project_photo_surfaces_length_check" CHECK ("project_photo_surfaces"."length_inches" > 0),
	CONSTRAINT "project_photo_surfaces_corners_check" CHECK ("project_photo_surfaces"."length_from" between 0 and 3 and "project_photo_surfaces"."length_to" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "project_photo_surfaces" ADD CONSTRAINT "project_photo_surfaces_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photo_surfaces" ADD CONSTRAINT "project_photo_surfaces_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photo_surfaces" ADD CONSTRAINT "project_photo_surfaces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photo_surfaces" ADD CONSTRAINT "project_photo_surfaces_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photo_surfaces" ADD CONSTRAINT "project_photo_surfaces_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_photo_surfaces_file_idx" ON "project_photo_surfaces" USING btree ("file_id","position");--> statement-breakpoint
CREATE INDEX "project_photo_surfaces_project_idx" ON "project_photo_surfaces" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_photo_surfaces_product_idx" ON "project_photo_surfaces" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "project_photo_surfaces_size_idx" ON "project_photo_surfaces" USING btree ("size_id");