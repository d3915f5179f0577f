import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** packages/mf-config/remotes.json: the one list of the shell and the remotes (name, folder, port). */
export const REGISTRY = JSON.parse(readFileSync(join(ROOT, 'packages/mf-config/remotes.json'), 'utf8'));

/** The remotes, by registry key (= folder name). */
export const REMOTES = REGISTRY.remotes.map((remote) => remote.name);

/** Every app `pnpm build` builds: the shell and the remotes. */
export const APPS = [REGISTRY.shell.name, ...REMOTES];

/** The registry folder the API server serves as /remotes/ (and its remotes.json as /remotes.json). */
export const registryDir = (env = process.env) => resolve(ROOT, env.REMOTES_DIR || 'registry');

export const appDir = (app) => join(ROOT, app);

/** A remote is published under the version of its own package.json. */
export const packageVersion = (app) =>
  JSON.parse(readFileSync(join(appDir(app), 'package.json'), 'utf8')).version;

export const assertRemote = (name) => {
  if (!REMOTES.includes(name)) {
    throw new RegistryError(`Unknown remote "${name}". Remotes: ${REMOTES.join(', ')}.`);
  }
};

/** A refusal or a usage mistake: printed as is, exit code 1. */
export class RegistryError extends Error {
  name = 'RegistryError';
}
