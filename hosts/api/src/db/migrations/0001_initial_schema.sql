CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"vendor_id" integer,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"photo" text,
	"unit" text DEFAULT 'Piece' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_unit_check" CHECK ("categories"."unit" in ('Box', 'Piece'))
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"width_size" text,
	"height_size" text,
	"length_size" text,
	"pattern" text,
	"box_sqft" numeric(8, 2),
	"uom" text DEFAULT 'Piece' NOT NULL,
	"wholesale_price" numeric(10, 2) NOT NULL,
	CONSTRAINT "product_sizes_box_sqft_check" CHECK ("product_sizes"."box_sqft" is null or "product_sizes"."box_sqft" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hash" text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"brand_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo" text,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finish" text,
	"wholesale_price" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_profile_categories" (
	"shop_profile_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "shop_profile_categories_shop_profile_id_category_id_pk" PRIMARY KEY("shop_profile_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "shop_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"vsd_id" text NOT NULL,
	"company_name" text NOT NULL,
	"theme_color" text,
	"business_logo" text,
	"basic_addon_status" text,
	"custom_addon_status" text,
	"markup_percent" numeric(5, 2) DEFAULT 10 NOT NULL,
	"website_url" text,
	"phone" text,
	"email" text,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "shop_profiles_vsd_id_check" CHECK ("shop_profiles"."vsd_id" ~ '^[A-Za-z0-9]{8}$'),
	CONSTRAINT "shop_profiles_markup_min_check" CHECK ("shop_profiles"."markup_percent" >= 10)
);
--> statement-breakpoint
CREATE TABLE "showroom_site_origins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "showroom_site_origins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_profile_id" integer NOT NULL,
	"origin" text NOT NULL,
	CONSTRAINT "showroom_site_origins_profile_origin_unique" UNIQUE("shop_profile_id","origin")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"paid_amount" numeric(10, 2) NOT NULL,
	"subscription_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"country_code" text DEFAULT '+1' NOT NULL,
	"phone_number" text,
	"zip_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('User', 'Vendor', 'Contractor', 'Admin', 'Designer')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('Active', 'Approve', 'Deactive', 'Pending'))
);
--> statement-breakpoint
CREATE TABLE "vendor_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_profile_categories" ADD CONSTRAINT "shop_profile_categories_shop_profile_id_shop_profiles_id_fk" FOREIGN KEY ("shop_profile_id") REFERENCES "public"."shop_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_profile_categories" ADD CONSTRAINT "shop_profile_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_profiles" ADD CONSTRAINT "shop_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showroom_site_origins" ADD CONSTRAINT "showroom_site_origins_shop_profile_id_shop_profiles_id_fk" FOREIGN KEY ("shop_profile_id") REFERENCES "public"."shop_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_vendor_idx" ON "brands" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "categories_parent_sort_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "product_sizes_product_idx" ON "product_sizes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","wholesale_price");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("wholesale_price");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_profiles_vsd_id_upper_unique" ON "shop_profiles" USING btree (upper("vsd_id"));--> statement-breakpoint
CREATE INDEX "showroom_site_origins_origin_idx" ON "showroom_site_origins" USING btree ("origin");--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_type_status_idx" ON "users" USING btree ("type","status");