CREATE TABLE "invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"showroom_id" integer NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"joined_user_id" integer,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invites_kind_check" CHECK ("invites"."kind" in ('vendor', 'client')),
	CONSTRAINT "invites_status_check" CHECK ("invites"."status" in ('pending', 'joined', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "pro_bank_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bank_token" text NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"account_holder" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pro_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"bank_token" text NOT NULL,
	"bank_last4" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"gateway_payout_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "pro_payouts_state_check" CHECK ("pro_payouts"."state" in ('pending', 'paid', 'failed')),
	CONSTRAINT "pro_payouts_amount_check" CHECK ("pro_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_accounts" (
	"token" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_showroom_id_users_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_joined_user_id_users_id_fk" FOREIGN KEY ("joined_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_bank_accounts" ADD CONSTRAINT "pro_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_payouts" ADD CONSTRAINT "pro_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_hash_idx" ON "invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invites_showroom_created_idx" ON "invites" USING btree ("showroom_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invites_open_address_idx" ON "invites" USING btree ("showroom_id","kind",lower("email")) WHERE "invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "pro_payouts_user_idx" ON "pro_payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_payouts_gateway_unique" ON "pro_payouts" USING btree ("gateway_payout_id");