CREATE TABLE "sample_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sample_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"action" text NOT NULL,
	"lead_type" text NOT NULL,
	"shop_profile_id" integer,
	"file_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_shop_profile_id_users_id_fk" FOREIGN KEY ("shop_profile_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_requests_shop_profile_created_idx" ON "sample_requests" USING btree ("shop_profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_created_idx" ON "sample_requests" USING btree ("created_at" DESC NULLS LAST);