DROP TABLE "login_failures" CASCADE;
--> statement-breakpoint
CREATE TABLE "throttle_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_buckets_window_idx" ON "throttle_buckets" USING btree ("window_started_at");