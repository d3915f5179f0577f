-- Live products per manufacturer, kept by statement-level triggers on products (every writer, one
-- aggregate per statement over its transition tables), so the product limit and the unfiltered list
-- read one row instead of counting every product.
CREATE TABLE "product_counts" (
	"manufacturer_id" integer PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_counts" ("manufacturer_id", "live")
SELECT "manufacturer_id", count(*) FROM "products" WHERE "deleted_at" IS NULL GROUP BY "manufacturer_id";--> statement-breakpoint
-- Inserts add their live rows (creating the manufacturer's row); updates and deletes only adjust an
-- existing row, so a manufacturer's cascade delete never re-creates the count it just removed.
CREATE FUNCTION "product_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts AS c (manufacturer_id, live)
    SELECT manufacturer_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY manufacturer_id
    ON CONFLICT (manufacturer_id) DO UPDATE SET live = c.live + excluded.live;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE product_counts AS c SET live = c.live + d.delta
    FROM (
      SELECT manufacturer_id, sum(delta) AS delta FROM (
        SELECT manufacturer_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT manufacturer_id, -1 FROM old_rows WHERE deleted_at IS NULL
      ) AS changes GROUP BY manufacturer_id HAVING sum(delta) <> 0
    ) AS d
    WHERE c.manufacturer_id = d.manufacturer_id;
  ELSE
    UPDATE product_counts AS c SET live = c.live - d.gone
    FROM (SELECT manufacturer_id, count(*) AS gone FROM old_rows WHERE deleted_at IS NULL GROUP BY manufacturer_id) AS d
    WHERE c.manufacturer_id = d.manufacturer_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_count_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "products_count_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "products_count_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_follow"();
