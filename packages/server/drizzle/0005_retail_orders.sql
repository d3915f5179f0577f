CREATE TABLE "monthly_sales" (
	"manufacturer_id" integer NOT NULL,
	"month" date NOT NULL,
	"total_sales" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "monthly_sales_manufacturer_id_month_pk" PRIMARY KEY("manufacturer_id","month")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_price_check" CHECK ("order_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_totals" (
	"manufacturer_id" integer NOT NULL,
	"status" text NOT NULL,
	"order_count" bigint DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"fulfillment_minutes" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "order_status_totals_manufacturer_id_status_pk" PRIMARY KEY("manufacturer_id","status")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'ACCEPTED', 'REJECTED')),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_sales" (
	"manufacturer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_manufacturer_id_product_id_pk" PRIMARY KEY("manufacturer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "retailer_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retailer_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retailer_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"status" text NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailer_links_status_check" CHECK ("retailer_links"."status" in ('PENDING', 'ACCEPTED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "retailer_sales" (
	"manufacturer_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"order_count" bigint DEFAULT 0 NOT NULL,
	"accepted_value" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "retailer_sales_manufacturer_id_retailer_id_pk" PRIMARY KEY("manufacturer_id","retailer_id")
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retailers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"created_by_manufacturer_id" integer,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"gstin" text,
	"outlet_name" text NOT NULL,
	"outlet_addr" text NOT NULL,
	"contact_person" text NOT NULL,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailers_type_check" CHECK ("retailers"."type" is null or "retailers"."type" in ('Retailer', 'Wholesaler', 'Distributor'))
);
--> statement-breakpoint
CREATE TABLE "size_sales" (
	"manufacturer_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "size_sales_manufacturer_id_size_id_pk" PRIMARY KEY("manufacturer_id","size_id")
);
--> statement-breakpoint
ALTER TABLE "monthly_sales" ADD CONSTRAINT "monthly_sales_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_totals" ADD CONSTRAINT "order_status_totals_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales" ADD CONSTRAINT "product_sales_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_links" ADD CONSTRAINT "retailer_links_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_links" ADD CONSTRAINT "retailer_links_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_sales" ADD CONSTRAINT "retailer_sales_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_created_by_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("created_by_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_sales" ADD CONSTRAINT "size_sales_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_list_idx" ON "orders" USING btree ("manufacturer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_list_idx" ON "orders" USING btree ("manufacturer_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_retailer_list_idx" ON "orders" USING btree ("manufacturer_id","retailer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_sales_top_idx" ON "product_sales" USING btree ("manufacturer_id","units" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_links_pair_unique" ON "retailer_links" USING btree ("manufacturer_id","retailer_id");--> statement-breakpoint
CREATE INDEX "retailer_links_manufacturer_status_idx" ON "retailer_links" USING btree ("manufacturer_id","status");--> statement-breakpoint
CREATE INDEX "retailer_links_retailer_idx" ON "retailer_links" USING btree ("retailer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retailers_user_id_unique" ON "retailers" USING btree ("user_id");