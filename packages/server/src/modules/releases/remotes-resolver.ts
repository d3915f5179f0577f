import { createHash, randomBytes } from 'node:crypto';
import type { RemotesAnswer } from '@apparel/contracts';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { remotePins, remoteVersions } from '../../db/schema';
import { ApiError } from '../../errors';
import type { SessionVerifier } from '../../plugins/auth-guard';
import type { VersionFactsReader } from './version-facts';

/** The cookie that keeps a browser's canary choice (a random id: it names nobody). */
export const CANARY_COOKIE = 'remote_canary';
const COOKIE_VALUE = /^[A-Za-z0-9_-]{22}$/;
const YEAR_SECONDS = 365 * 24 * 3600;

export const manifestUrl = (remote: string, version: string) =>
  `/remotes/${remote}/${version}/mf-manifest.json`;

/** 0-99: where a browser or user falls for one remote's canary (the same remote, the same bucket). */
export const canaryBucket = (subject: string, remote: string): number =>
  createHash('sha256').update(`${subject}\0${remote}`).digest().readUInt32BE(0) % 100;

/**
 * Users' canary values, worked out once each: every authenticated answer compares the browser's
 * cookie with its user's value, and two SHA-256 a request were a measured part of the products list
 * (docs/performance/catalogue.md, "The list's p99 beside 1,000,000 orders, round 2").
 */
const canaryValues = new Map<number, string>();
const REMEMBERED_CANARY_VALUES = 10_000;

/**
 * The cookie value that stands for a signed-in user: any request from a browser that carries it (the
 * shell's HTML, /remotes.json without a token) is decided as that user, so a user's devices agree.
 */
export const userCanaryValue = (userId: number): string => {
  let value = canaryValues.get(userId);
  if (value === undefined) {
    value = createHash('sha256').update(`remote-canary:user:${userId}`).digest('base64url').slice(0, 22);
    // Bounded: past this many users the map starts again rather than growing with the user table.
    if (canaryValues.size >= REMEMBERED_CANARY_VALUES) canaryValues.clear();
    canaryValues.set(userId, value);
  }
  return value;
};

const setCanaryCookie = (request: FastifyRequest, reply: FastifyReply, value: string) =>
  reply.header(
    'set-cookie',
    `${CANARY_COOKIE}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${request.protocol === 'https' ? '; Secure' : ''}`,
  );

export const cookieOf = (request: FastifyRequest): string | null => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CANARY_COOKIE && value && COOKIE_VALUE.test(value)) return value;
  }
  return null;
};

const JWS = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/**
 * Decides, per request, which version of each pinned remote it gets: the pin, or the canary for the
 * canary's percentage of users. A signed-in user (a session token sent with the request) is decided
 * by their id, so their devices agree; anyone else by the browser's cookie, set here the first time.
 * Once signed in, a browser's cookie becomes the user's (followUserInCanaryCookie), so the page HTML,
 * which carries no token, is decided the same way.
 */
export const createRemotesResolver = (db: Database, facts: VersionFactsReader, sessions: SessionVerifier) => {
  const subjectOf = async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    const token = JWS.exec(request.headers.authorization ?? '')?.[1];
    const user = token ? await sessions.userForToken(token).catch(() => null) : null;
    if (user) return `browser:${userCanaryValue(user.id)}`;
    let browser = cookieOf(request);
    if (!browser) {
      browser = randomBytes(16).toString('base64url');
      setCanaryCookie(request, reply, browser);
    }
    return `browser:${browser}`;
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<RemotesAnswer> => {
    const subject = await subjectOf(request, reply);
    const pins = await db.select().from(remotePins).orderBy(remotePins.remote);
    const served = pins.map((pin) => ({
      remote: pin.remote,
      version:
        pin.canaryVersion && canaryBucket(subject, pin.remote) < (pin.canaryPercent ?? 0)
          ? pin.canaryVersion
          : pin.version,
    }));
    const answer: RemotesAnswer = {};
    if (served.length === 0) throw new ApiError(404, 'No remotes are published yet. Run pnpm build.');
    const rows = await db
      .select()
      .from(remoteVersions)
      .where(
        and(
          inArray(
            remoteVersions.remote,
            served.map((s) => s.remote),
          ),
          inArray(
            remoteVersions.version,
            served.map((s) => s.version),
          ),
        ),
      );
    for (const { remote, version } of served) {
      const row = rows.find((r) => r.remote === remote && r.version === version);
      const routes = row ? (await facts(row)).routes : [];
      if (!row) request.log.warn(`${remote}: the pinned version ${version} is not in the registry`);
      answer[remote] = { manifest: manifestUrl(remote, version), routes };
    }
    return answer;
  };
};

/**
 * After an authenticated API call, the browser's canary cookie is the user's (userCanaryValue): the
 * next page load then gets what the user gets on any device. Registered on the app, runs on /api.
 */
export const followUserInCanaryCookie = (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every API answer and awaits nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    const user = request.user as { id: number } | null | undefined;
    if (user) {
      const value = userCanaryValue(user.id);
      if (cookieOf(request) !== value && !reply.hasHeader('set-cookie'))
        setCanaryCookie(request, reply, value);
    }
    done(null, payload);
  });
};
