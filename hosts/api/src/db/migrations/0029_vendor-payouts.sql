CREATE TABLE "vendor_payout_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_payout_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payout_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "vendor_payout_lines_kind_check" CHECK ("vendor_payout_lines"."kind" in ('payment', 'return')),
	CONSTRAINT "vendor_payout_lines_sign_check" CHECK (("vendor_payout_lines"."kind" = 'payment' and "vendor_payout_lines"."amount_cents" > 0) or ("vendor_payout_lines"."kind" = 'return' and "vendor_payout_lines"."amount_cents" < 0))
);
--> statement-breakpoint
CREATE TABLE "vendor_payout_reminders" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"bank_token" text NOT NULL,
	"bank_last4" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"gateway_payout_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vendor_payouts_state_check" CHECK ("vendor_payouts"."state" in ('pending', 'paid', 'failed')),
	CONSTRAINT "vendor_payouts_amount_check" CHECK ("vendor_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "pro_bank_accounts" RENAME TO "payout_bank_accounts";--> statement-breakpoint
ALTER TABLE "payout_bank_accounts" DROP CONSTRAINT "pro_bank_accounts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "vendor_payout_lines" ADD CONSTRAINT "vendor_payout_lines_payout_id_vendor_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."vendor_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payout_lines" ADD CONSTRAINT "vendor_payout_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payout_reminders" ADD CONSTRAINT "vendor_payout_reminders_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD CONSTRAINT "vendor_payouts_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payout_lines_item_kind_unique" ON "vendor_payout_lines" USING btree ("order_item_id","kind");--> statement-breakpoint
CREATE INDEX "vendor_payout_lines_payout_idx" ON "vendor_payout_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "vendor_payouts_vendor_idx" ON "vendor_payouts" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_payouts_pending_idx" ON "vendor_payouts" USING btree ("updated_at") WHERE "vendor_payouts"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payouts_gateway_unique" ON "vendor_payouts" USING btree ("gateway_payout_id");--> statement-breakpoint
ALTER TABLE "payout_bank_accounts" ADD CONSTRAINT "payout_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;