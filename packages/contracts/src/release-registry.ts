import { z } from 'zod';

/**
 * The release registry (issue 22): each remote's published versions, its pin and canary, the history
 * of changes, the per-remote release tokens, and the shell's report of a remote that failed to load.
 * The super admin screens, the CLI and the server read these shapes.
 */

/** A version label as published: `1.4.0`, `2026-11-25.1`, `1.4.0-rc.1`. */
export const remoteVersionLabel = z
  .string({ error: 'version is required' })
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/,
    'version must be 1 to 64 letters, digits, ".", "_", "+" or "-"',
  );

/** One published version: when, by whom, how big (bytes), and whether the pinned shell can host it. */
export const publishedVersionSchema = z.object({
  version: z.string(),
  publishedAt: z.string(),
  publisher: z.string(),
  size: z.number().int(),
  compatible: z.boolean(),
  /** Why pin and canary refuse it ("built against react-router 8, the shell provides 7.x"); empty when compatible. */
  refusals: z.array(z.string()),
});
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;

/** A second version served to `percent` % of browsers (sticky per browser, then per user). */
export const canarySchema = z.object({ version: z.string(), percent: z.number().int() });
export type Canary = z.infer<typeof canarySchema>;

/** One remote of GET /admin/remotes. */
export const registryRemoteSchema = z.object({
  name: z.string(),
  pinned: z.string().nullable(),
  canary: canarySchema.nullable(),
  versions: z.array(publishedVersionSchema),
});
export type RegistryRemote = z.infer<typeof registryRemoteSchema>;

/** GET /admin/remotes: every remote, with its pin, canary and published versions. */
export const registryRemoteListSchema = z.array(registryRemoteSchema);
export type RegistryRemoteList = z.infer<typeof registryRemoteListSchema>;

/** POST /admin/remotes/{name}/pin. */
export const pinRequestSchema = z.object({
  version: remoteVersionLabel,
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
});
export type PinRequest = z.infer<typeof pinRequestSchema>;

/** POST /admin/remotes/{name}/canary: a percentage of 1 to 99 (0 is Drop, 100 is Promote). */
export const canaryRequestSchema = z.object({
  version: remoteVersionLabel,
  percent: z
    .number({ error: 'percent must be a number' })
    .int('percent must be a whole number')
    .min(1, 'percent must be at least 1')
    .max(99, 'percent must be at most 99'),
});
export type CanaryRequest = z.infer<typeof canaryRequestSchema>;

/** What a history row records. */
export const REGISTRY_ACTIONS = ['publish', 'pin', 'rollback', 'canary', 'promote', 'drop'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];

/** One change of a remote's pin or canary: who, when, from, to, why. */
export const registryHistoryEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  by: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});
export type RegistryHistoryEntry = z.infer<typeof registryHistoryEntrySchema>;

/** GET /admin/remotes/history?name&page: newest first, one page. */
export const registryHistoryPageSchema = z.object({
  history: z.array(registryHistoryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RegistryHistoryPage = z.infer<typeof registryHistoryPageSchema>;

/** One release token of GET /admin/release-tokens (never its secret). */
export const releaseTokenSchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ReleaseToken = z.infer<typeof releaseTokenSchema>;

export const releaseTokenListSchema = z.array(releaseTokenSchema);
export type ReleaseTokenList = z.infer<typeof releaseTokenListSchema>;

/** POST /admin/release-tokens. */
export const createReleaseTokenSchema = z.object({
  remote: z.string({ error: 'remote is required' }).trim().min(1, 'remote is required').max(60),
});
export type CreateReleaseToken = z.infer<typeof createReleaseTokenSchema>;

/** The answer to POST /admin/release-tokens: the token and, this once, its secret. */
export const createdReleaseTokenSchema = releaseTokenSchema.extend({ secret: z.string() });
export type CreatedReleaseToken = z.infer<typeof createdReleaseTokenSchema>;

/** How a remote failed in a browser. */
export const REMOTE_LOAD_FAILURE_KINDS = ['manifest', 'entry', 'chunk', 'render'] as const;
export type RemoteLoadFailureKind = (typeof REMOTE_LOAD_FAILURE_KINDS)[number];

/** POST /api/remote-load-failures (public, 204): no personal data, only what failed. */
export const remoteLoadFailureSchema = z.object({
  remote: z.string().min(1).max(60),
  version: z.string().max(64),
  kind: z.enum(REMOTE_LOAD_FAILURE_KINDS),
  message: z.string().max(500).optional(),
});
export type RemoteLoadFailure = z.infer<typeof remoteLoadFailureSchema>;
