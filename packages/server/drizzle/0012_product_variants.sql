-- Issue 18: stock per size x colour. One variant per cell a product offers (per size, per colour, or a
-- single one); products.stock_qty stays the sum of its variants, written by the same transactions that
-- write the variants (no trigger: see docs/architecture.md "Variants").
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer,
	"color_id" integer,
	"sku" text NOT NULL,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock_qty" >= 0)
);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_multiple" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_multiple_check" CHECK ("products"."order_multiple" is null or "products"."order_multiple" >= 1);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
-- Existing products get their cells: sizes in the order the manufacturer added them (id), colours by
-- name as the product lists them; the product's whole stock goes to the first cell, the rest hold 0,
-- so every product's stock_qty is still the sum of its variants.
INSERT INTO "product_variants" ("manufacturer_id", "product_id", "size_id", "color_id", "sku", "stock_qty")
SELECT p."manufacturer_id", p."id", s."id", c."id",
  left(concat_ws('-', p."sku",
    nullif(trim(both '-' from regexp_replace(upper(c."name"), '[^A-Z0-9]+', '-', 'g')), ''),
    nullif(trim(both '-' from regexp_replace(upper(s."name"), '[^A-Z0-9]+', '-', 'g')), '')), 64),
  CASE WHEN row_number() OVER (PARTITION BY p."id" ORDER BY lower(c."name"), c."id", s."id") = 1
    THEN p."stock_qty" ELSE 0 END
FROM "products" p
LEFT JOIN LATERAL (
  SELECT a."id", a."name" FROM "attribute_items" a WHERE a."id" = ANY (p."item_ids") AND a."type" = 'colors'
  UNION ALL SELECT NULL, NULL
  WHERE NOT EXISTS (SELECT 1 FROM "attribute_items" a WHERE a."id" = ANY (p."item_ids") AND a."type" = 'colors')
) c ON true
LEFT JOIN LATERAL (
  SELECT a."id", a."name" FROM "attribute_items" a WHERE a."id" = ANY (p."item_ids") AND a."type" = 'sizes'
  UNION ALL SELECT NULL, NULL
  WHERE NOT EXISTS (SELECT 1 FROM "attribute_items" a WHERE a."id" = ANY (p."item_ids") AND a."type" = 'sizes')
) s ON true
WHERE p."deleted_at" IS NULL;--> statement-breakpoint
-- A default SKU another cell already made (or that names another product's SKU) gets its id appended.
UPDATE "product_variants" v SET "sku" = left(v."sku", 63 - length(v."id"::text)) || '-' || v."id"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "manufacturer_id", "sku" ORDER BY "product_id", "id") AS n
  FROM "product_variants"
) d
WHERE d."id" = v."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_cell_unique" ON "product_variants" USING btree ("product_id","size_id","color_id") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique" ON "product_variants" USING btree ("manufacturer_id","sku");--> statement-breakpoint
-- The dashboard's Size Demand Match sums a size's cells.
CREATE INDEX "product_variants_size_idx" ON "product_variants" USING btree ("size_id") WHERE "product_variants"."size_id" IS NOT NULL;--> statement-breakpoint
-- Order lines name their cell: the product's variant of the chosen size and colour. No foreign key:
-- its key-share locks, taken in line order, could deadlock with accepts locking cells in id order;
-- order create locks its cells in id order itself and the variant writer clears the lines of cells it removes.
UPDATE "order_items" i SET "variant_id" = v."id", "sku" = v."sku"
FROM "product_variants" v
WHERE v."product_id" = i."product_id"
  AND v."size_id" IS NOT DISTINCT FROM (i."choices" -> 'size' ->> 'id')::integer
  AND v."color_id" IS NOT DISTINCT FROM (i."choices" -> 'color' ->> 'id')::integer;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");
