-- Issue 22: the release registry on the database (versions, their files, pins and canaries, history, release tokens).
CREATE TABLE "remote_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"content_hash" text NOT NULL,
	"size" bigint NOT NULL,
	"build_info" jsonb NOT NULL,
	"publisher" text NOT NULL,
	"source" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_versions_source_check" CHECK ("source" in ('UPLOAD', 'LOCAL'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "remote_versions_remote_version_unique" ON "remote_versions" USING btree ("remote","version");--> statement-breakpoint
CREATE TABLE "remote_version_files" (
	"version_id" integer NOT NULL REFERENCES "remote_versions"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	CONSTRAINT "remote_version_files_version_id_name_pk" PRIMARY KEY("version_id","name")
);
--> statement-breakpoint
CREATE INDEX "remote_version_files_storage_key_idx" ON "remote_version_files" USING btree ("storage_key");--> statement-breakpoint
CREATE TABLE "remote_pins" (
	"remote" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"canary_version" text,
	"canary_percent" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_pins_canary_check" CHECK (("canary_version" is null and "canary_percent" is null) or ("canary_version" is not null and "canary_percent" between 1 and 99))
);
--> statement-breakpoint
CREATE TABLE "remote_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"from_version" text,
	"to_version" text,
	"reason" text
);
--> statement-breakpoint
CREATE INDEX "remote_history_remote_idx" ON "remote_history" USING btree ("remote","id" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "release_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "release_tokens_secret_hash_unique" ON "release_tokens" USING btree ("secret_hash");
