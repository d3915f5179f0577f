-- A product's attribute items move from the link table onto the product row (item_ids), so an import
-- writes one row per product instead of six with their foreign-key triggers. Existing links are kept.
ALTER TABLE "products" ADD COLUMN "item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "products" AS p SET "item_ids" = l."ids"
FROM (SELECT "product_id", array_agg("item_id" ORDER BY "item_id") AS "ids" FROM "product_attributes" GROUP BY "product_id") AS l
WHERE l."product_id" = p."id";--> statement-breakpoint
DROP TABLE "product_attributes" CASCADE;--> statement-breakpoint
CREATE INDEX "products_items_idx" ON "products" USING gin ("item_ids") WHERE "products"."deleted_at" is null;
