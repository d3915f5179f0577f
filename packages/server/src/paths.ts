import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This module sits one level below it both as source (packages/server/src/paths.ts,
 * run by tsx and the tests) and compiled (bundled into dist/main.js), so the same URL serves both.
 */
export const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));

/** The repository root (ends with a path separator). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
