-- A tax rate an issued document used is never deleted: it is closed by the last day it applies, so
-- the documents keep the rule they were taxed by (architecture.md "Tax rates").
ALTER TABLE "tax_rates" ADD COLUMN "valid_to" date;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_valid_to_check" CHECK ("valid_to" IS NULL OR "valid_to" >= "effective_from");
