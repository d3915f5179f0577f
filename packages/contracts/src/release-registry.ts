import { MAX_PAGE_NUMBER } from './constants';
import { optionalText, textInt } from './fields';
import { listPageSchema } from './lists';
import * as z from './zod';

/**
 * The release registry (issue 22): published remote versions, the pins and canaries ops move, their
 * history, the per-remote release tokens teams publish with, and the shell's load-failure reports.
 */

/** A remote's name as the registry knows it: `mf-media`. */
export const remoteNameSchema = z
  .string()
  .regex(/^mf-[a-z0-9-]{1,40}$/, 'A remote name is mf- followed by lower-case letters, digits and -');

/** A published version: `1.4.0`, `1.4.0-rc.1` (no path separators, never starts with a dot). */
export const remoteVersionNameSchema = z
  .string()
  .regex(
    /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/,
    'A version is letters, digits, ".", "+" and "-", starting with a letter or digit',
  );

export const remoteNameParamSchema = z.object({ name: remoteNameSchema });

/** One published version as the Remotes screen lists it. */
export const remoteVersionSchema = z.object({
  version: z.string(),
  publishedAt: z.string(),
  publisher: z.string(),
  /** Bytes of every file of the version. */
  size: z.number().int(),
  /** Whether the running shell can host it (pin and canary refuse it otherwise). */
  compatible: z.boolean(),
  /** Why it cannot be pinned: "built against react-router-dom 8.0.0, the shell provides 7.x". */
  refusals: z.array(z.string()),
});
export type RemoteVersion = z.infer<typeof remoteVersionSchema>;

export const remoteCanarySchema = z.object({ version: z.string(), percent: z.number().int() });
export type RemoteCanary = z.infer<typeof remoteCanarySchema>;

/** A remote: what is pinned, its canary, its versions newest first. */
export const remoteReleaseSchema = z.object({
  name: z.string(),
  pinned: z.string().nullable(),
  canary: remoteCanarySchema.nullable(),
  versions: z.array(remoteVersionSchema),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/** `GET /api/admin/remotes`. */
export const remoteReleaseListSchema = z.array(remoteReleaseSchema);
export type RemoteReleaseList = z.infer<typeof remoteReleaseListSchema>;

/** `POST /api/admin/remotes/{name}/pin`. */
export const pinRemoteSchema = z.object({
  version: remoteVersionNameSchema,
  reason: optionalText('description'),
});
export type PinRemote = z.infer<typeof pinRemoteSchema>;

export const CANARY_PERCENT_MESSAGE = 'percent must be a whole number from 1 to 99';

/** `POST /api/admin/remotes/{name}/canary`. */
export const startCanarySchema = z.object({
  version: remoteVersionNameSchema,
  percent: z
    .number(CANARY_PERCENT_MESSAGE)
    .int(CANARY_PERCENT_MESSAGE)
    .min(1, CANARY_PERCENT_MESSAGE)
    .max(99, CANARY_PERCENT_MESSAGE),
});
export type StartCanary = z.infer<typeof startCanarySchema>;

/** What a pin, rollback, canary, promote or drop did: "mf-media pinned to 1.3.0". */
export const registryChangeSchema = z.object({ message: z.string() });

/** `POST /api/admin/remotes/{name}/versions`: what was stored (or found already stored, byte for byte). */
export const publishedRemoteVersionSchema = z.object({
  name: z.string(),
  version: z.string(),
  contentHash: z.string(),
  size: z.number().int(),
  files: z.number().int(),
  /** True when this exact content was already published under this version (nothing changed). */
  unchanged: z.boolean(),
});
export type PublishedRemoteVersion = z.infer<typeof publishedRemoteVersionSchema>;

export const REMOTE_HISTORY_ACTIONS = [
  'PUBLISH',
  'PIN',
  'ROLLBACK',
  'CANARY',
  'PROMOTE',
  'DROP_CANARY',
] as const;
export type RemoteHistoryAction = (typeof REMOTE_HISTORY_ACTIONS)[number];

export const remoteHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: a user's email, "release token #3", "ops token", "local registry". */
  actor: z.string(),
  remote: z.string(),
  action: z.enum(REMOTE_HISTORY_ACTIONS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
});
export type RemoteHistoryEntry = z.infer<typeof remoteHistoryEntrySchema>;

/** `GET /api/admin/remotes/history?name&page`: newest first, LIST_PAGE_SIZE a page. */
export const remoteHistoryQuerySchema = z.object({
  name: remoteNameSchema.optional(),
  page: textInt(1, MAX_PAGE_NUMBER).optional(),
});
export const remoteHistoryPageSchema = listPageSchema('history', remoteHistoryEntrySchema);
export type RemoteHistoryPage = z.infer<typeof remoteHistoryPageSchema>;

/** A release token as the Release tokens screen lists it (never its secret). */
export const releaseTokenSchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ReleaseToken = z.infer<typeof releaseTokenSchema>;

/** `GET /api/admin/release-tokens`: newest first. */
export const releaseTokenListSchema = z.array(releaseTokenSchema);

/** `POST /api/admin/release-tokens`. */
export const releaseTokenFormSchema = z.object({ remote: remoteNameSchema });
export type ReleaseTokenForm = z.infer<typeof releaseTokenFormSchema>;

/** The created token with its secret, shown this once (the server keeps only its hash). */
export const createdReleaseTokenSchema = releaseTokenSchema.extend({ secret: z.string() });
export type CreatedReleaseToken = z.infer<typeof createdReleaseTokenSchema>;

/** `POST /api/remote-load-failures` (public): the shell reports a remote that failed to load. */
export const remoteLoadFailureSchema = z.object({
  remote: z.string().min(1).max(60),
  version: z.string().max(64),
  kind: z.string().min(1).max(40),
  message: z.string().max(500).optional(),
});
export type RemoteLoadFailure = z.infer<typeof remoteLoadFailureSchema>;
