-- Every CSV import is recorded, so a client that lost its answer can read the outcome; a RUNNING import
-- whose heartbeat (updated_at) is older than the upload timeout belongs to a dead process (INTERRUPTED).
CREATE TABLE "product_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"success" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"failed_rows_key" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_imports_state_check" CHECK ("product_imports"."state" in ('RUNNING', 'DONE', 'FAILED', 'INTERRUPTED'))
);
--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_imports_manufacturer_idx" ON "product_imports" USING btree ("manufacturer_id","id");--> statement-breakpoint
CREATE INDEX "product_imports_running_idx" ON "product_imports" USING btree ("updated_at") WHERE "product_imports"."state" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "product_imports_failed_rows_idx" ON "product_imports" USING btree ("failed_rows_key") WHERE "product_imports"."failed_rows_key" IS NOT NULL;--> statement-breakpoint
-- The valid rows of a running import, staged in slices and applied in one transaction at its end;
-- unlogged (nothing here needs to survive a database crash: its import is then INTERRUPTED). Typed
-- columns (the import's record columns, in their order), so applying copies the long texts as
-- stored (compressed once, while staging) instead of compressing them again inside the transaction.
CREATE UNLOGGED TABLE "product_import_rows" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"row_no" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text,
	"admin_name" text,
	"price" numeric,
	"mrp" numeric,
	"stock_qty" integer,
	"description" text,
	"full_desc" text,
	"category_id" integer,
	"subcategory_id" integer,
	"gender" text,
	"weight" numeric,
	"len" numeric,
	"min_order_qty" integer,
	"max_order_qty" integer,
	"edm" text,
	"discount" jsonb,
	"status" text,
	"item_ids" integer[] NOT NULL,
	CONSTRAINT "product_import_rows_pk" PRIMARY KEY ("import_id","seq")
);
--> statement-breakpoint
-- Every stored file with its owner and size: PENDING from before its bytes are written until the sweep
-- finds a row referencing it (KEPT) or removes it (no row references it once older than the upload timeout).
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"manufacturer_id" integer,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_state_check" CHECK ("stored_files"."state" in ('PENDING', 'KEPT'))
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_pending_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."state" = 'PENDING';--> statement-breakpoint
-- Bytes stored per manufacturer, changed in the same transaction as its stored_files rows.
CREATE TABLE "storage_use" (
	"manufacturer_id" integer PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_use" ADD CONSTRAINT "storage_use_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Storage quota per subscription: 5 GiB unless set otherwise.
ALTER TABLE "subscriptions" ADD COLUMN "storage_quota_bytes" bigint DEFAULT 5368709120 NOT NULL;
