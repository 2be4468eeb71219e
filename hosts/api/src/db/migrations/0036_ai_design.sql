CREATE TABLE "ai_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ai_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_users_credits_check" CHECK ("ai_users"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_verification_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_verification_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ai_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_credit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ai_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"change" integer NOT NULL,
	"balance" integer NOT NULL,
	"source_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_credit_ledger_balance_check" CHECK ("ai_credit_ledger"."balance" >= 0),
	CONSTRAINT "ai_credit_ledger_reason_check" CHECK ("ai_credit_ledger"."reason" in ('grant', 'purchase', 'design'))
);
--> statement-breakpoint
CREATE TABLE "ai_credit_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_credit_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ai_user_id" integer NOT NULL,
	"pack" text NOT NULL,
	"credits" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"charging_since" timestamp with time zone,
	"authorization_id" text,
	"card_brand" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_credit_purchases_amounts_check" CHECK ("ai_credit_purchases"."credits" > 0 and "ai_credit_purchases"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "ai_design_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_design_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ai_user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"credits_spent" integer NOT NULL,
	"credits_left" integer NOT NULL,
	"generator" text,
	"note" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_design_requests_credits_check" CHECK ("ai_design_requests"."credits_spent" >= 0 and "ai_design_requests"."credits_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_designs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_designs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"total_cents" integer NOT NULL,
	"within_budget" boolean NOT NULL,
	"draft" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"render_url" text
);
--> statement-breakpoint
CREATE TABLE "ai_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ai_user_id" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"palette" jsonb NOT NULL,
	"brightness" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_tokens" ADD CONSTRAINT "ai_tokens_ai_user_id_ai_users_id_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_verification_tokens" ADD CONSTRAINT "ai_verification_tokens_ai_user_id_ai_users_id_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_credit_ledger" ADD CONSTRAINT "ai_credit_ledger_ai_user_id_ai_users_id_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_credit_purchases" ADD CONSTRAINT "ai_credit_purchases_ai_user_id_ai_users_id_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_design_requests" ADD CONSTRAINT "ai_design_requests_ai_user_id_ai_users_id_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_designs" ADD CONSTRAINT "ai_designs_request_id_ai_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ai_design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_photos" ADD CONSTRAINT "ai_photos_ai_user_id_ai_users_id_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_tokens_user_idx" ON "ai_tokens" USING btree ("ai_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_users_email_lower_unique" ON "ai_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "ai_verification_tokens_hash_unique" ON "ai_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ai_verification_tokens_user_idx" ON "ai_verification_tokens" USING btree ("ai_user_id");--> statement-breakpoint
CREATE INDEX "ai_credit_ledger_user_idx" ON "ai_credit_ledger" USING btree ("ai_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_credit_ledger_source_unique" ON "ai_credit_ledger" USING btree ("reason","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_credit_purchases_user_key_unique" ON "ai_credit_purchases" USING btree ("ai_user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_design_requests_user_key_unique" ON "ai_design_requests" USING btree ("ai_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ai_design_requests_user_created_idx" ON "ai_design_requests" USING btree ("ai_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_designs_request_position_unique" ON "ai_designs" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "ai_photos_user_idx" ON "ai_photos" USING btree ("ai_user_id");