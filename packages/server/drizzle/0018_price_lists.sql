-- Issue 40: each retailer pays its own prices. A cell (variant) may carry its own base price (null: the
-- product's); price lists (a percent off the base, rows of fixed prices per product or cell from a
-- minimum quantity) are assigned to retailers and to retailer types; each order line keeps the list that
-- priced it and why, as copies (no foreign key: editing or deleting a list never changes a placed order).
ALTER TABLE "product_variants" ADD COLUMN "price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" IS NULL OR "product_variants"."price" > 0);--> statement-breakpoint
-- The import's staged rows carry each cell's price beside its stock (null: keep the cell's, 0: the product's).
ALTER TABLE "product_import_rows" ADD COLUMN "cell_prices" numeric[];--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"manufacturer_id" integer NOT NULL REFERENCES "manufacturers"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"percent_off" numeric(5, 2),
	"valid_from" date NOT NULL,
	"valid_to" date,
	"retailer_types" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_percent_off_check" CHECK ("percent_off" IS NULL OR ("percent_off" >= 0 AND "percent_off" <= 100)),
	CONSTRAINT "price_lists_validity_check" CHECK ("valid_to" IS NULL OR "valid_to" >= "valid_from"),
	CONSTRAINT "price_lists_types_check" CHECK ("retailer_types" <@ ARRAY['Retailer', 'Wholesaler', 'Distributor']::text[])
);--> statement-breakpoint
-- The list screen (newest first) and pricing (the manufacturer's lists valid on a day).
CREATE INDEX "price_lists_manufacturer_idx" ON "price_lists" USING btree ("manufacturer_id", "id" DESC);--> statement-breakpoint
CREATE TABLE "price_list_retailers" (
	"price_list_id" integer NOT NULL REFERENCES "price_lists"("id") ON DELETE CASCADE,
	"retailer_id" integer NOT NULL REFERENCES "retailers"("id") ON DELETE CASCADE,
	PRIMARY KEY ("price_list_id", "retailer_id")
);--> statement-breakpoint
CREATE INDEX "price_list_retailers_retailer_idx" ON "price_list_retailers" USING btree ("retailer_id");--> statement-breakpoint
-- No foreign key to products or cells (as product_variants, migration 0012): a list's 100,000 rows are
-- checked against the manufacturer's products in the statement that writes them, and rows of a deleted
-- product or a removed cell price nothing (pricing and the reads join the live ones).
CREATE TABLE "price_list_rows" (
	"price_list_id" integer NOT NULL REFERENCES "price_lists"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"min_qty" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "price_list_rows_min_qty_check" CHECK ("min_qty" >= 1),
	CONSTRAINT "price_list_rows_price_check" CHECK ("price" > 0)
);--> statement-breakpoint
-- One price per cell (or whole product) and rung; pricing reads a list's rows of the order's products.
CREATE UNIQUE INDEX "price_list_rows_rung_unique" ON "price_list_rows" USING btree ("price_list_id", "product_id", "variant_id", "min_qty") NULLS NOT DISTINCT;--> statement-breakpoint
-- A list's rows in the order given (its answer, and the export page by page).
CREATE INDEX "price_list_rows_seq_idx" ON "price_list_rows" USING btree ("price_list_id", "seq");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_list_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_source" text DEFAULT 'Base price' NOT NULL;--> statement-breakpoint
-- Lines placed before price lists were priced by the Discount Rules: say so as new lines do.
UPDATE "order_items" SET "price_source" = 'Quantity discount ' || trim_scale("discount")::text || ' %' WHERE "discount" > 0;
