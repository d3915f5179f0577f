-- Issue 34: a version's files are served only once it has been live (pinned or in a canary), and from
-- then on always, so a tab opened on it keeps loading its chunks after a rollback or a new pin. The
-- versions live before this migration: the pinned and canary ones, and every one a pin, rollback,
-- promote or canary led to (since its first such change).
ALTER TABLE "remote_versions" ADD COLUMN "went_live_at" timestamp with time zone;--> statement-breakpoint
UPDATE "remote_versions" v SET "went_live_at" = coalesce(
  (SELECT min(h."at") FROM "remote_history" h
    WHERE h."remote" = v."remote" AND h."to_version" = v."version"
      AND h."action" IN ('PIN', 'ROLLBACK', 'PROMOTE', 'CANARY')),
  now())
WHERE EXISTS (SELECT 1 FROM "remote_pins" p
    WHERE p."remote" = v."remote" AND (p."version" = v."version" OR p."canary_version" = v."version"))
  OR EXISTS (SELECT 1 FROM "remote_history" h
    WHERE h."remote" = v."remote" AND h."to_version" = v."version"
      AND h."action" IN ('PIN', 'ROLLBACK', 'PROMOTE', 'CANARY'));
