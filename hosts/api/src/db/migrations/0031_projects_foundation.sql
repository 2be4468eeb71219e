CREATE TABLE "project_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"room_type" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_designers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_designers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"designer_id" integer NOT NULL,
	"status" text DEFAULT 'hired' NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"hired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "room_type" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_cents" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "style_profile" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "shared_with_pro_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "style_profile" jsonb;--> statement-breakpoint
ALTER TABLE "project_rooms" ADD CONSTRAINT "project_rooms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_designers" ADD CONSTRAINT "project_designers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_designers" ADD CONSTRAINT "project_designers_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_rooms_project_idx" ON "project_rooms" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_designers_project_designer_unique" ON "project_designers" USING btree ("project_id","designer_id");--> statement-breakpoint
CREATE INDEX "project_designers_designer_idx" ON "project_designers" USING btree ("designer_id","status");