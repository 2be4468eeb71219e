CREATE TABLE "plan_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"authorization_id" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_charges_last4_check" CHECK ("plan_charges"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"paid_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failure" text,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_subscriptions_plan_check" CHECK ("plan_subscriptions"."plan" in ('basic', 'premium', 'custom_addon')),
	CONSTRAINT "plan_subscriptions_status_check" CHECK ("plan_subscriptions"."status" in ('pending', 'active', 'ended', 'failed')),
	CONSTRAINT "plan_subscriptions_last4_check" CHECK ("plan_subscriptions"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_charges_authorization_unique" ON "plan_charges" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "plan_charges_user_idx" ON "plan_charges" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_user_key_unique" ON "plan_subscriptions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_one_live_unique" ON "plan_subscriptions" USING btree ("user_id","plan") WHERE "plan_subscriptions"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "plan_subscriptions_renewal_idx" ON "plan_subscriptions" USING btree ("status","paid_until");--> statement-breakpoint
-- Hand-written (issue #23, plans and billing; carry over when renumbering): a new spec `subscriptions`
-- row changes the pro's `latest_subscription`, which theming reads (§4) from the cached shop profiles;
-- every API process drops them on the showroom change notice (decision 0084). The rows are keyed by
-- user_id like a shop profile, so migration 0015's notify_showroom_changed() serves them as it is.
CREATE TRIGGER "subscriptions_notify_showroom" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "notify_showroom_changed"();
