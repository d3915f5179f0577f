CREATE TABLE "attribute_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribute_items_type_check" CHECK ("attribute_items"."type" in ('colors', 'sizes', 'brands', 'fabrics', 'themes', 'materials', 'seasons'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_id_manufacturer_unique" UNIQUE("id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"product_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "product_attributes_product_id_item_id_pk" PRIMARY KEY("product_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"admin_name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"mrp" numeric(12, 2) NOT NULL,
	"stock_qty" integer NOT NULL,
	"description" text NOT NULL,
	"full_desc" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"gender" text,
	"weight" numeric(12, 3),
	"len" numeric(12, 3),
	"min_order_qty" integer,
	"max_order_qty" integer,
	"edm" text,
	"discount" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"catalog_key" text,
	"video_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_money_check" CHECK ("products"."price" >= 0 and "products"."mrp" >= 0),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock_qty" >= 0),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subcategories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subcategories_id_category_unique" UNIQUE("id","category_id")
);
--> statement-breakpoint
ALTER TABLE "attribute_items" ADD CONSTRAINT "attribute_items_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_item_id_attribute_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."attribute_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("category_id","manufacturer_id") REFERENCES "public"."categories"("id","manufacturer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_fk" FOREIGN KEY ("subcategory_id","category_id") REFERENCES "public"."subcategories"("id","category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_fk" FOREIGN KEY ("category_id","manufacturer_id") REFERENCES "public"."categories"("id","manufacturer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_items_name_unique" ON "attribute_items" USING btree ("manufacturer_id","type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree ("manufacturer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_attributes_item_idx" ON "product_attributes" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree ("manufacturer_id","sku") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("manufacturer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ((lower("name" || ' ' || "admin_name" || ' ' || "sku")) gin_trgm_ops) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("subcategory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_name_unique" ON "subcategories" USING btree ("category_id",lower("name"));