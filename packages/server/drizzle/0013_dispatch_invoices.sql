-- Issue 19: dispatch in parts, GST tax invoices and credit notes, GST rates as data, order history.
ALTER TABLE "manufacturers" ADD COLUMN "pin_code" text;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "invoice_prefix" text;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_pin_code_check" CHECK ("pin_code" IS NULL OR "pin_code" ~ '^[1-9][0-9]{5}$');--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_invoice_prefix_check" CHECK ("invoice_prefix" IS NULL OR "invoice_prefix" ~ '^[A-Z][A-Z0-9]{0,3}$');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_check" CHECK ("hsn_code" IS NULL OR "hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "default_hsn" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_default_hsn_check" CHECK ("default_hsn" IS NULL OR "default_hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'PARTIALLY_DISPATCHED', 'DISPATCHED'));--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "dispatched_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancelled_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An item never sends or cancels more than was ordered: the last guard against a double dispatch.
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_settled_check" CHECK ("dispatched_qty" >= 0 AND "cancelled_qty" >= 0 AND "dispatched_qty" + "cancelled_qty" <= "quantity");--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hsn_prefix" text NOT NULL,
	"effective_from" date NOT NULL,
	"min_unit_value" numeric(12, 2) NOT NULL,
	"max_unit_value" numeric(12, 2),
	"rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_prefix_check" CHECK ("hsn_prefix" ~ '^[0-9]{2,8}$'),
	CONSTRAINT "tax_rates_band_check" CHECK ("min_unit_value" >= 0 AND ("max_unit_value" IS NULL OR "max_unit_value" >= "min_unit_value")),
	CONSTRAINT "tax_rates_rate_check" CHECK ("rate" >= 0 AND "rate" <= 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_band_unique" ON "tax_rates" USING btree ("hsn_prefix","effective_from","min_unit_value");--> statement-breakpoint
-- Apparel (HSN chapters 61, 62, 63): 5 % up to Rs 1,000 a piece and 12 % above from 1 July 2017;
-- 5 % up to Rs 2,500 and 18 % above from 22 September 2025.
INSERT INTO "tax_rates" ("hsn_prefix", "effective_from", "min_unit_value", "max_unit_value", "rate")
SELECT chapter, effective_from::date, min_value, max_value, rate
FROM unnest(array['61', '62', '63']) AS chapter
CROSS JOIN (VALUES
	('2017-07-01', 0.00, 1000.00, 5.00),
	('2017-07-01', 1000.01, NULL, 12.00),
	('2025-09-22', 0.00, 2500.00, 5.00),
	('2025-09-22', 2500.01, NULL, 18.00)
) AS band (effective_from, min_value, max_value, rate);--> statement-breakpoint
CREATE TABLE "gst_thresholds" (
	"name" text NOT NULL,
	"effective_from" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "gst_thresholds_pk" PRIMARY KEY ("name", "effective_from")
);
--> statement-breakpoint
-- An e-way bill is needed when a consignment's value exceeds Rs 50,000 (Rule 138, from 1 April 2018).
INSERT INTO "gst_thresholds" ("name", "effective_from", "amount") VALUES ('E_WAY_BILL', '2018-04-01', 50000.00);--> statement-breakpoint
CREATE TABLE "document_counters" (
	"manufacturer_id" integer NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_pk" PRIMARY KEY ("manufacturer_id", "series", "financial_year"),
	CONSTRAINT "document_counters_series_check" CHECK ("series" in ('INVOICE', 'CREDIT_NOTE'))
);
--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "dispatches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"dispatch_date" date NOT NULL,
	"transporter" text NOT NULL,
	"lr_number" text NOT NULL,
	"vehicle_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatches_order_idx" ON "dispatches" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "dispatch_lines" (
	"dispatch_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "dispatch_lines_pk" PRIMARY KEY ("dispatch_id", "order_item_id"),
	CONSTRAINT "dispatch_lines_quantity_check" CHECK ("quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"dispatch_id" integer,
	"invoice_id" integer,
	"number" text NOT NULL,
	"document_date" date NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"place_of_supply_state" text NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"tax_split" text NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"round_off" numeric(6, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"restock" boolean,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_kind_check" CHECK ("kind" in ('INVOICE', 'CREDIT_NOTE')),
	CONSTRAINT "tax_documents_split_check" CHECK ("tax_split" in ('CGST_SGST', 'IGST')),
	CONSTRAINT "tax_documents_source_check" CHECK (("kind" = 'INVOICE' AND "dispatch_id" IS NOT NULL) OR ("kind" = 'CREDIT_NOTE' AND "invoice_id" IS NOT NULL)),
	CONSTRAINT "tax_documents_number_length_check" CHECK (length("number") <= 16)
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- No gaps, no duplicates: numbers come from document_counters (row locked in the issuing transaction); this backs it.
CREATE UNIQUE INDEX "tax_documents_number_unique" ON "tax_documents" USING btree ("manufacturer_id","kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_dispatch_unique" ON "tax_documents" USING btree ("dispatch_id");--> statement-breakpoint
CREATE INDEX "tax_documents_list_idx" ON "tax_documents" USING btree ("manufacturer_id","kind","document_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tax_documents_retailer_list_idx" ON "tax_documents" USING btree ("manufacturer_id","kind","retailer_id","document_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_invoice_idx" ON "tax_documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE TABLE "tax_document_lines" (
	"document_id" integer NOT NULL,
	"sl_no" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"discount" numeric(14, 2) NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "tax_document_lines_pk" PRIMARY KEY ("document_id", "sl_no"),
	CONSTRAINT "tax_document_lines_quantity_check" CHECK ("quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_lines_item_unique" ON "tax_document_lines" USING btree ("document_id","order_item_id");--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"summary" text NOT NULL,
	"document_id" integer,
	CONSTRAINT "order_events_kind_check" CHECK ("kind" in ('CREATED', 'ACCEPTED', 'REJECTED', 'DISPATCHED', 'INVOICED', 'REMAINDER_CANCELLED', 'CREDIT_NOTE', 'DELETED'))
);
--> statement-breakpoint
-- No foreign key to orders: the DELETED event outlives its order.
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");
--> statement-breakpoint
-- The CSV import's staged rows carry the HSN code too (appended: staging inserts by column order).
ALTER TABLE "product_import_rows" ADD COLUMN "hsn_code" text;
