-- Issue 34: a money-moving POST sent again with the same Idempotency-Key answers the first result. One row
-- per user, endpoint and key: the hash of the request, then its status and answer once it succeeded (both
-- null while it runs). Rows older than 24 hours are ignored and swept (packages/server/src/modules/shared/idempotency.ts).
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"answer" json,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_unique" ON "idempotency_keys" ("user_id", "endpoint", "key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" ("created_at");
