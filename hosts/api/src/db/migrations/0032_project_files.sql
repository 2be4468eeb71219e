CREATE TABLE "project_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"project_id" integer NOT NULL,
	"room_id" integer,
	"message_id" integer,
	"uploader_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"thumb" "bytea",
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_files_token_unique" UNIQUE("token"),
	CONSTRAINT "project_files_kind_check" CHECK ("project_files"."kind" in ('photo', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_room_id_project_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."project_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_files_project_room_idx" ON "project_files" USING btree ("project_id","room_id","created_at");--> statement-breakpoint
CREATE INDEX "project_files_message_idx" ON "project_files" USING btree ("message_id");