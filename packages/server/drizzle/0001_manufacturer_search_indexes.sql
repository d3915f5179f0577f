-- The trigram index below needs pg_trgm (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "manufacturers_name_trgm_idx" ON "manufacturers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manufacturers_state_lower_idx" ON "manufacturers" USING btree (lower("state"));--> statement-breakpoint
CREATE INDEX "manufacturers_created_at_id_idx" ON "manufacturers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
