CREATE TABLE "vendor_import_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"field" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	"headers" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"dry_run" boolean DEFAULT true NOT NULL,
	"total_rows" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "vendor_imports_rows_check" CHECK ("vendor_imports"."rows_done" >= 0 and "vendor_imports"."rows_done" <= "vendor_imports"."total_rows")
);
--> statement-breakpoint
ALTER TABLE "vendor_import_errors" ADD CONSTRAINT "vendor_import_errors_import_id_vendor_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."vendor_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_imports" ADD CONSTRAINT "vendor_imports_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_import_errors_import_row_idx" ON "vendor_import_errors" USING btree ("import_id","row","id");--> statement-breakpoint
CREATE INDEX "vendor_imports_vendor_idx" ON "vendor_imports" USING btree ("vendor_id","id");--> statement-breakpoint
CREATE INDEX "vendor_imports_work_idx" ON "vendor_imports" USING btree ("state","lease_until") WHERE "vendor_imports"."state" in ('queued', 'running');--> statement-breakpoint
-- Hand-written (decision 0097): a transaction that sets `showroom.quiet_catalog` to 'on' (the vendor
-- import's batches) sends no catalogue notice; the import sends one when it ends, so every process
-- drops its catalogue caches once per import, not once per batch. Otherwise as migration 0011's.
CREATE OR REPLACE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('showroom.quiet_catalog', true), '') <> 'on' THEN
    PERFORM pg_notify('showroom_catalog_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
