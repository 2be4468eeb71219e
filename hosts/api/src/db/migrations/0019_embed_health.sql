CREATE TABLE "embed_health" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "embed_health_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_profile_id" integer NOT NULL,
	"origin" text NOT NULL,
	"path" text NOT NULL,
	"elements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"loads" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_health_profile_origin_path_unique" UNIQUE("shop_profile_id","origin","path")
);
--> statement-breakpoint
ALTER TABLE "embed_health" ADD CONSTRAINT "embed_health_shop_profile_id_shop_profiles_id_fk" FOREIGN KEY ("shop_profile_id") REFERENCES "public"."shop_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_health_profile_seen_idx" ON "embed_health" USING btree ("shop_profile_id","last_seen_at");