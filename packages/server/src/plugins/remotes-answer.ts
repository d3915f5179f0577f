import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type RemotesAnswer, routeManifestSchema } from '@apparel/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/** A pin the registry serves: /remotes/<remote>/<version>/mf-manifest.json. */
const REGISTRY_PIN = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

/**
 * The /remotes.json answer: each pinned remote's manifest URL and its routes (the version's
 * mf-routes.json), in one response so the shell's start-up needs no request per remote. Read on every
 * request: a pin applies on the next page load without a restart. A pin without a readable route
 * manifest (a pre-manifest build, an outside URL) answers no routes for that remote and is logged.
 */
export async function remotesAnswer(
  remotesDir: string,
  warn: (message: string) => void,
): Promise<RemotesAnswer> {
  let pins: unknown;
  try {
    pins = await readJson(join(remotesDir, 'remotes.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ApiError(404, 'No remotes are published yet. Run pnpm build.');
    throw new ApiError(500, 'The remote pins (remotes.json) are not valid JSON');
  }
  if (!pins || typeof pins !== 'object' || Array.isArray(pins))
    throw new ApiError(500, 'The remote pins (remotes.json) are not an object');
  const entries = await Promise.all(
    Object.entries(pins as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(async ([remote, manifest]) => {
        const [, folder, version] = manifest.match(REGISTRY_PIN) ?? [];
        const parsed =
          folder === remote && version && !version.startsWith('.')
            ? routeManifestSchema.safeParse(
                await readJson(join(remotesDir, remote, version, 'mf-routes.json')).catch(() => null),
              )
            : null;
        if (!parsed?.success) warn(`${remote}: no readable route manifest next to ${manifest}`);
        return [remote, { manifest, routes: parsed?.success ? parsed.data.routes : [] }] as const;
      }),
  );
  return Object.fromEntries(entries);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decides the /remotes.json answer for one request (pins, and canaries by browser or user). */
    remotesResolver: (request: FastifyRequest, reply: FastifyReply) => Promise<RemotesAnswer>;
  }
}

/**
 * The one decision of which remote versions a request gets: GET /remotes.json and the shell's HTML
 * both answer from it. It may set the browser's canary cookie on `reply`.
 */
export const resolveRemotes = (request: FastifyRequest, reply: FastifyReply): Promise<RemotesAnswer> =>
  request.server.remotesResolver(request, reply);
