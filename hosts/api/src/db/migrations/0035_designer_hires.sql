CREATE TABLE "designer_hires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "designer_hires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"homeowner_id" integer NOT NULL,
	"designer_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fee_cents" integer NOT NULL,
	"designer_share_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"authorization_id" text,
	"card_brand" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designer_hires_fee_check" CHECK ("designer_hires"."fee_cents" > 0 and "designer_hires"."designer_share_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "project_designers" ADD COLUMN "hire_id" integer;--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "accepting_projects" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "designer_hires" ADD CONSTRAINT "designer_hires_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_hires" ADD CONSTRAINT "designer_hires_homeowner_id_users_id_fk" FOREIGN KEY ("homeowner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_hires" ADD CONSTRAINT "designer_hires_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "designer_hires_homeowner_key_unique" ON "designer_hires" USING btree ("homeowner_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "designer_hires_project_designer_unique" ON "designer_hires" USING btree ("project_id","designer_id");--> statement-breakpoint
CREATE INDEX "designer_hires_designer_status_idx" ON "designer_hires" USING btree ("designer_id","status");--> statement-breakpoint
ALTER TABLE "project_designers" ADD CONSTRAINT "project_designers_hire_id_designer_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."designer_hires"("id") ON DELETE no action ON UPDATE no action;