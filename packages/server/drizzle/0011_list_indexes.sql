-- The retailers list's default page (newest link first) and the requests list's (pending, oldest first)
-- read in index order within one manufacturer; the second replaces the (manufacturer, status) index.
CREATE INDEX "retailer_links_list_idx" ON "retailer_links" USING btree ("manufacturer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "retailer_links_status_list_idx" ON "retailer_links" USING btree ("manufacturer_id","status","created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "retailer_links_manufacturer_status_idx";--> statement-breakpoint
-- The products list filtered by category, newest first.
CREATE INDEX "products_category_list_idx" ON "products" USING btree ("manufacturer_id","category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;
