-- Line sheets (product.md §17): a season's selection of a manufacturer's products in order, shared
-- with each accepted retailer as its own private link. Only a SHA-256 hash of a link's token is kept
-- (the token is answered once, when the link is made), so the table leaks no working link.
CREATE TABLE "line_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"manufacturer_id" integer NOT NULL REFERENCES "manufacturers"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"delivery_from" date,
	"delivery_to" date,
	"order_by" date,
	"stock_display" text DEFAULT 'bands' NOT NULL,
	"low_stock_below" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_sheets_stock_display_check" CHECK ("stock_display" IN ('exact', 'bands')),
	CONSTRAINT "line_sheets_low_stock_check" CHECK ("low_stock_below" >= 1),
	CONSTRAINT "line_sheets_delivery_check" CHECK ("delivery_to" IS NULL OR "delivery_from" IS NULL OR "delivery_to" >= "delivery_from")
);--> statement-breakpoint
CREATE INDEX "line_sheets_manufacturer_idx" ON "line_sheets" USING btree ("manufacturer_id", "id" DESC);--> statement-breakpoint
-- The sheet's products in the order buyers see them (`seq`). No foreign key to products (as price list
-- rows): a deleted or inactive product is dropped by the reads, which join the live ones.
CREATE TABLE "line_sheet_products" (
	"line_sheet_id" integer NOT NULL REFERENCES "line_sheets"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL,
	"seq" integer NOT NULL,
	PRIMARY KEY ("line_sheet_id", "product_id")
);--> statement-breakpoint
CREATE INDEX "line_sheet_products_seq_idx" ON "line_sheet_products" USING btree ("line_sheet_id", "seq");--> statement-breakpoint
CREATE TABLE "line_sheet_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"line_sheet_id" integer NOT NULL REFERENCES "line_sheets"("id") ON DELETE CASCADE,
	"retailer_id" integer NOT NULL REFERENCES "retailers"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	-- The last day (India) the link opens; null: no expiry.
	"expires_at" date,
	"revoked_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"last_user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "line_sheet_shares_token_unique" ON "line_sheet_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "line_sheet_shares_sheet_idx" ON "line_sheet_shares" USING btree ("line_sheet_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "line_sheet_shares_retailer_idx" ON "line_sheet_shares" USING btree ("retailer_id");--> statement-breakpoint
-- Each open of a link: when, and the device as the browser names it (its user agent, cut to 300).
CREATE TABLE "line_sheet_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"share_id" integer NOT NULL REFERENCES "line_sheet_shares"("id") ON DELETE CASCADE,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);--> statement-breakpoint
CREATE INDEX "line_sheet_views_share_idx" ON "line_sheet_views" USING btree ("share_id", "viewed_at");
--> statement-breakpoint
-- A picture's resized copy (the buyer's view and the PDF read these, not the uploads), made on first
-- ask and stored as a file of its own. Forgetting the source file drops this row and hands the
-- thumbnail's file to the sweep (tracked-storage.ts), so no thumbnail outlives its picture.
CREATE TABLE "image_thumbnails" (
	"source_key" text PRIMARY KEY NOT NULL,
	"thumb_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "image_thumbnails_thumb_unique" ON "image_thumbnails" USING btree ("thumb_key");
