CREATE TABLE "lead_statuses" (
	"showroom_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_statuses_showroom_id_kind_lead_id_pk" PRIMARY KEY("showroom_id","kind","lead_id"),
	CONSTRAINT "lead_statuses_kind_check" CHECK ("lead_statuses"."kind" in ('request', 'registration')),
	CONSTRAINT "lead_statuses_status_check" CHECK ("lead_statuses"."status" in ('New', 'Contacted', 'Won', 'Lost'))
);
--> statement-breakpoint
CREATE TABLE "showroom_day_counts" (
	"showroom_id" integer NOT NULL,
	"day" date NOT NULL,
	"counter" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "showroom_day_counts_showroom_id_day_counter_pk" PRIMARY KEY("showroom_id","day","counter"),
	CONSTRAINT "showroom_day_counts_counter_check" CHECK ("showroom_day_counts"."counter" in ('embed_visit', 'shell_visit', 'product_view'))
);
--> statement-breakpoint
DROP INDEX "orders_showroom_idx";--> statement-breakpoint
ALTER TABLE "lead_statuses" ADD CONSTRAINT "lead_statuses_showroom_id_users_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_day_counts" ADD CONSTRAINT "showroom_day_counts_showroom_id_users_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_showroom_created_idx" ON "projects" USING btree ("showroom_id","created_at");--> statement-breakpoint
CREATE INDEX "users_shop_created_idx" ON "users" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_showroom_created_idx" ON "orders" USING btree ("showroom_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);