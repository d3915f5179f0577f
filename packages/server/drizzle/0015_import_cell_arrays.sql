-- Issue 18 item 6: an import's staged rows carry their stock grid as typed arrays, one element per cell in
-- grid order, instead of a JSON text each statement had to parse again (two refusal checks, the delete
-- and the upsert of cells). The refusal checks and the cell writer read them with unnest(...).
ALTER TABLE "product_import_rows" DROP COLUMN "variants";--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD COLUMN "cell_size_ids" integer[], ADD COLUMN "cell_color_ids" integer[],
  ADD COLUMN "cell_skus" text[], ADD COLUMN "cell_default_skus" text[], ADD COLUMN "cell_stock" integer[];
