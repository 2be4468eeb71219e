CREATE TABLE "cart_handoffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_handoffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_handoffs" ADD CONSTRAINT "cart_handoffs_cart_id_projects_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_handoffs_code_hash_unique" ON "cart_handoffs" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "cart_handoffs_cart_idx" ON "cart_handoffs" USING btree ("cart_id");