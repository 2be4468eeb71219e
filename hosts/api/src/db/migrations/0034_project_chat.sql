CREATE TABLE "project_chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"sender_id" integer,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"product_id" integer,
	"quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offline_checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_chat_reads" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_chat_reads_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "project_chat_messages" ADD CONSTRAINT "project_chat_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chat_messages" ADD CONSTRAINT "project_chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chat_messages" ADD CONSTRAINT "project_chat_messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chat_reads" ADD CONSTRAINT "project_chat_reads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chat_reads" ADD CONSTRAINT "project_chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_chat_messages_project_idx" ON "project_chat_messages" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_chat_messages_unchecked_idx" ON "project_chat_messages" USING btree ("created_at") WHERE offline_checked_at is null;