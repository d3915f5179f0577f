-- Credit terms and money owed (product.md §16): terms on each retailer link, a due date on each
-- invoice, payments allocated to invoices (a ledger: reversals are rows, never edits), private
-- statement links, and orders held for credit (ON_HOLD with its reason; history kinds HELD, RELEASED).
ALTER TABLE "retailer_links" ADD COLUMN "payment_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "retailer_links" ADD COLUMN "credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "retailer_links" ADD COLUMN "overdue_tolerance" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "retailer_links" ADD COLUMN "min_order_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "retailer_links" ADD COLUMN "terms_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retailer_links" ADD CONSTRAINT "retailer_links_terms_check" CHECK ("payment_days" >= 0 and "payment_days" <= 365 and ("credit_limit" is null or "credit_limit" >= 0) and "overdue_tolerance" >= 0 and ("min_order_value" is null or "min_order_value" >= 0));--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "due_date" date;--> statement-breakpoint
-- Invoices issued before terms existed are due on their date.
UPDATE "tax_documents" SET "due_date" = "document_date" WHERE "kind" = 'INVOICE';--> statement-breakpoint
CREATE INDEX "tax_documents_due_idx" ON "tax_documents" USING btree ("manufacturer_id","retailer_id","due_date","id") WHERE "kind" = 'INVOICE';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'PARTIALLY_DISPATCHED', 'DISPATCHED', 'CANCELLED', 'ON_HOLD'));--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("kind" in ('CREATED', 'HELD', 'RELEASED', 'ACCEPTED', 'REJECTED', 'DISPATCHED', 'INVOICED', 'REMAINDER_CANCELLED', 'CANCELLED', 'CREDIT_NOTE', 'DELETED'));--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "payments_mode_check" CHECK ("mode" in ('UPI', 'NEFT_RTGS', 'IMPS', 'CHEQUE', 'CASH', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_list_idx" ON "payments" USING btree ("manufacturer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_retailer_idx" ON "payments" USING btree ("manufacturer_id","retailer_id","payment_date","id");--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"reversal_date" date NOT NULL,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_amount_check" CHECK ("amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE TABLE "statement_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"token" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_links_token_unique" ON "statement_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "statement_links_retailer_idx" ON "statement_links" USING btree ("manufacturer_id","retailer_id","id");
