-- GST returns, e-way bills and Tally (product.md §18): the retailer's PIN code (e-way bill, GSTR-1),
-- a consignment's approximate distance (e-way bill Part A), the quarterly-filer setting and the Tally
-- ledger names of a manufacturer, and the B2C (Large) invoice value limit as data with its dates.
ALTER TABLE "retailers" ADD COLUMN "pin_code" text;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_pin_code_check" CHECK ("pin_code" IS NULL OR "pin_code" ~ '^[1-9][0-9]{5}$');--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "distance_km" integer;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_distance_km_check" CHECK ("distance_km" IS NULL OR ("distance_km" >= 0 AND "distance_km" <= 4000));--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "gst_quarterly_filer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "tally_ledgers" jsonb;--> statement-breakpoint
-- An inter-state invoice to an unregistered buyer goes to GSTR-1's B2C (Large) table above Rs 2,50,000
-- until 31 July 2024 and above Rs 1,00,000 from 1 August 2024 (Notification 12/2024-Central Tax).
INSERT INTO "gst_thresholds" ("name", "effective_from", "amount") VALUES ('B2C_LARGE', '2017-07-01', 250000.00), ('B2C_LARGE', '2024-08-01', 100000.00);
