import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ApiError, badRequest } from '../../errors';

/** How long a key answers its first result (Stripe's habit); older keys are ignored, then swept. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** The OpenAPI text of an idempotent endpoint. */
export const IDEMPOTENT_NOTE =
  'Send an Idempotency-Key header (1 to 255 visible ASCII characters, one per submit): a retry with the ' +
  'same key and request answers the first success (status and body, Idempotent-Replayed: true) for 24 ' +
  'hours and never runs twice; the same key with another request is 422.';

export const keyReusedMessage = (key: string) =>
  `Idempotency-Key ${key} was already used for a different request: send a new key for a new request`;
export const keyBusyMessage = (key: string) =>
  `The request with Idempotency-Key ${key} is still being processed: try again in a moment`;

/** One request under a key: who sent it, to which endpoint, and the hash of what it asked. */
export type IdempotentRequest = { userId: number; endpoint: string; key: string; requestHash: string };

/** A stored success: its status and the JSON it answered; `replayed` when it is a retry's answer. */
export type IdempotentResult = { status: number; answer: unknown; replayed: boolean };

/** The Idempotency-Key header of a request (none: the request runs as it is); 400 unless 1 to 255 visible ASCII characters. */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_SHAPE.test(header))
    throw badRequest('Idempotency-Key must be one key of 1 to 255 visible ASCII characters');
  return header;
};

/** The hash of what a request asks: its path parameters, query and (validated) body. */
export const requestHashOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null]))
    .digest('hex');

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/**
 * Runs a money-moving request once per key. The first request claims the key with one atomic insert
 * (a row older than the window is claimed over); the others, on any instance, wait until it stored its
 * answer and answer that. A request that fails releases its key (its transaction wrote nothing), so a
 * retry runs anew; only successes are kept. A process killed between the work's commit and the stored
 * answer leaves the key busy (409) until the window ends: never a second run.
 */
export const createIdempotencyStore = ({
  db,
  clock,
  waitMs = 30_000,
}: {
  db: Database;
  clock: Clock;
  /** How long a retry waits for the first request's answer before 409. */
  waitMs?: number;
}) => {
  /** This instance's requests in flight, so a retry here waits for the promise rather than polling. */
  const running = new Map<string, Promise<unknown>>();

  const claim = async (request: IdempotentRequest): Promise<number | undefined> => {
    const now = clock();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ ...request, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.endpoint, idempotencyKeys.key],
        set: { requestHash: request.requestHash, status: null, answer: null, createdAt: now },
        setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
      })
      .returning({ id: idempotencyKeys.id });
    return claimed?.id;
  };

  const stored = async ({ userId, endpoint, key }: IdempotentRequest) => {
    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        answer: idempotencyKeys.answer,
      })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.endpoint, endpoint),
          eq(idempotencyKeys.key, key),
          sql`${idempotencyKeys.createdAt} >= ${new Date(clock().getTime() - IDEMPOTENCY_WINDOW_MS)}`,
        ),
      );
    return row;
  };

  const runClaimed = async (
    id: number,
    work: () => Promise<{ status: number; answer: unknown }>,
  ): Promise<IdempotentResult> => {
    let result: { status: number; answer: unknown };
    try {
      result = await work();
    } catch (error) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      throw error;
    }
    await db
      .update(idempotencyKeys)
      .set({ status: result.status, answer: result.answer ?? null })
      .where(eq(idempotencyKeys.id, id));
    return { ...result, replayed: false };
  };

  return {
    async once(
      request: IdempotentRequest,
      work: () => Promise<{ status: number; answer: unknown }>,
    ): Promise<IdempotentResult> {
      const local = `${request.userId} ${request.endpoint} ${request.key}`;
      const giveUpAt = Date.now() + waitMs;
      for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
        const id = await claim(request);
        if (id !== undefined) {
          const run = runClaimed(id, work);
          running.set(local, run);
          try {
            return await run;
          } finally {
            if (running.get(local) === run) running.delete(local);
          }
        }
        const row = await stored(request);
        if (row && row.requestHash !== request.requestHash)
          throw new ApiError(422, keyReusedMessage(request.key));
        if (row && row.status !== null) return { status: row.status, answer: row.answer, replayed: true };
        // Busy (or released just now by a failure: the next claim runs it): wait for the first one.
        if (Date.now() >= giveUpAt) throw new ApiError(409, keyBusyMessage(request.key));
        const first = running.get(local);
        if (first) await first.catch(() => {});
        else if (row) await sleep(pause);
      }
    },

    /** Deletes the keys older than the window; answers how many. */
    async sweep(): Promise<number> {
      const old = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(clock().getTime() - IDEMPOTENCY_WINDOW_MS)))
        .returning({ id: idempotencyKeys.id });
      return old.length;
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a retried money-moving POST with its first result (packages/server/src/modules/shared/idempotency.ts, decorated in packages/server/src/app.ts). */
    idempotency: IdempotencyStore;
  }
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header. */
    idempotent?: boolean;
  }
}

/**
 * A handler's answer under the request's Idempotency-Key: the first request runs `work` and its answer
 * is kept for 24 hours; a retry with the same key and request answers the same status and body (with
 * `Idempotent-Replayed: true`), one with another request is 422 naming the key. No key: `work` runs.
 */
export const answerOnce = async <Answer>(
  request: FastifyRequest,
  reply: { code(status: number): unknown; header(name: string, value: string): unknown },
  status: number,
  work: () => Promise<Answer>,
): Promise<Answer> => {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    const answer = await work();
    reply.code(status);
    return answer;
  }
  const result = await request.server.idempotency.once(
    {
      userId: request.user.id,
      endpoint: `${request.method} ${request.routeOptions.url}`,
      key,
      requestHash: requestHashOf(request),
    },
    async () => ({ status, answer: await work() }),
  );
  reply.code(result.status);
  if (result.replayed) reply.header('Idempotent-Replayed', 'true');
  // A replay's answer is the JSON of the first one's, which the response schema serialises the same.
  return result.answer as Answer;
};
