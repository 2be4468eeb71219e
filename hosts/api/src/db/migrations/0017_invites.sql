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
ALTER TABLE "invites" ADD CONSTRAINT "invites_showroom_id_users_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_joined_user_id_users_id_fk" FOREIGN KEY ("joined_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_hash_idx" ON "invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invites_showroom_created_idx" ON "invites" USING btree ("showroom_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invites_open_address_idx" ON "invites" USING btree ("showroom_id","kind",lower("email")) WHERE "invites"."status" = 'pending';