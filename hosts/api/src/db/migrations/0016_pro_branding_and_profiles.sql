CREATE TABLE "pro_pictures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pro_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"extension" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_pictures_token_unique" UNIQUE("token"),
	CONSTRAINT "pro_pictures_kind_check" CHECK ("pro_pictures"."kind" in ('logo', 'portfolio'))
);
--> statement-breakpoint
CREATE TABLE "pro_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hourly_rate_cents" integer,
	"style_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"about" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_profiles_rate_check" CHECK ("pro_profiles"."hourly_rate_cents" is null or "pro_profiles"."hourly_rate_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pro_pictures" ADD CONSTRAINT "pro_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD CONSTRAINT "pro_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pro_pictures_user_kind_idx" ON "pro_pictures" USING btree ("user_id","kind","created_at");--> statement-breakpoint
-- Hand-written (issue #23, decision 0091): carry this block over when renumbering.
-- A change to the categories a showroom carries tells every API process through the showroom change
-- notice (migration 0015's channel, payload the pro's user id), so the shell and widgets show only
-- those categories within seconds.
CREATE TRIGGER "shop_profile_categories_notify_showroom" AFTER INSERT OR UPDATE OR DELETE ON "shop_profile_categories"
  FOR EACH ROW EXECUTE FUNCTION "notify_site_origin_changed"();
