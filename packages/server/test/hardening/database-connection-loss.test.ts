import { createServer, type Server, Socket } from 'node:net';
import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { productCounts, products, retailerLinks, retailers, users } from '../../src/db/schema';
import { queryRows } from '../../src/db/sql-rows';
import {
  addCategory,
  newManufacturer,
  productFields,
  sendProductForm,
  type Tenant,
} from '../catalogue/catalogue-support';
import { retailerForm } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';

/**
 * PostgreSQL ending every connection (restart, failover, `pg_terminate_backend`, a proxy reset) under
 * parallel writes: the process lives on, the requests that lost their connection answer 503 with
 * Retry-After, the others 2xx, service comes back by itself and no write is left half done.
 */
const onPostgres = process.env.SERVER_TEST_DB === 'postgres';

let server: TestServer;
let tenant: Tenant;
let categoryId: number;
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  if (!onPostgres) return;
  process.on('uncaughtException', recordUncaught);
  server = await startTestServer();
  tenant = await newManufacturer(server, { productLimit: 100_000, retailerLimit: 100_000 });
  categoryId = await addCategory(server.app, tenant.token, 'Shirts');
});
afterAll(async () => {
  process.off('uncaughtException', recordUncaught);
  await server?.close();
});

/** The name of this file's own database (a fresh one, made from DATABASE_URL). */
const databaseName = async () => {
  const [row] = await queryRows<{ name: string }>(server.db, sql`select current_database() as name`);
  return row?.name as string;
};

/** Ends every connection of the test database but the caller's own, as an operator or a failover would. */
const terminateBackends = async (name: string): Promise<number> => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
};

const createRetailer = () =>
  callApi(server.app, {
    method: 'POST',
    url: '/api/manufacturer/retailers',
    token: tenant.token,
    body: retailerForm(),
  });
const createProduct = () =>
  sendProductForm(server.app, {
    method: 'POST',
    url: '/api/products',
    token: tenant.token,
    fields: productFields(categoryId),
  });

type Answer = { statusCode: number; retryAfter?: string; message?: string; at: number };

describe.skipIf(!onPostgres)('a lost database connection (PostgreSQL)', () => {
  it('8 parallel writers survive every backend being terminated: 503 then 2xx, nothing half written', async () => {
    const answers: Answer[] = [];
    const started = Date.now();
    let stop = false;
    const writer = async (index: number) => {
      while (!stop) {
        const response = await (index % 2 === 0 ? createRetailer() : createProduct());
        answers.push({
          statusCode: response.statusCode,
          retryAfter: response.headers['retry-after'] as string | undefined,
          message: response.statusCode >= 400 ? response.json().message : undefined,
          at: Date.now() - started,
        });
      }
    };
    const writers = Array.from({ length: 8 }, (_, index) => writer(index));

    // Terminate every backend until some request has lost its connection mid-flight (usually the first time).
    const name = await databaseName();
    let terminations = 0;
    let terminatedAt = 0;
    while (terminations < 20 && !answers.some((a) => a.statusCode === 503)) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await terminateBackends(name);
      terminatedAt = Date.now() - started;
      terminations += 1;
    }
    // Keep writing for a while after the last termination: service must come back by itself.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await Promise.all(writers);

    const refused = answers.filter((a) => a.statusCode >= 300);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        statusCode: 503,
        retryAfter: '2',
        message: 'The database is not answering. Please try again in a few seconds.',
      });
    }
    const backAt = answers.find((a) => a.at > terminatedAt && a.statusCode < 300)?.at;
    expect(backAt).toBeDefined();
    expect((backAt as number) - terminatedAt).toBeLessThan(5_000);
    expect(uncaught).toEqual([]);
    console.info(
      `connection loss: ${answers.length} writes, ${refused.length} × 503, ${terminations} termination(s), ` +
        `first 2xx ${(backAt as number) - terminatedAt} ms after the last`,
    );

    // Every retailer has its user and its ACCEPTED link; no user or link was left without its retailer.
    const { db } = server;
    const created = await db
      .select({ id: retailers.id, userId: retailers.userId, link: retailerLinks.status })
      .from(retailers)
      .leftJoin(retailerLinks, eq(retailerLinks.retailerId, retailers.id))
      .where(eq(retailers.createdByManufacturerId, tenant.id));
    const answered = answers.filter((a) => a.statusCode === 201).length;
    const [retailerUsers] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'RETAILER'), like(users.email, '%@retail.test')));
    expect(created.every((row) => row.link === 'ACCEPTED')).toBe(true);
    expect(retailerUsers?.n).toBe(created.length);
    // Products: the kept count equals the rows, and every answered create is there.
    const [live] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.manufacturerId, tenant.id), isNull(products.deletedAt)));
    const [counted] = await db
      .select({ live: productCounts.live })
      .from(productCounts)
      .where(eq(productCounts.manufacturerId, tenant.id));
    expect(counted?.live).toBe(live?.n);
    expect(created.length + (live?.n ?? 0)).toBeGreaterThanOrEqual(answered);
  }, 60_000);

  it('/api/health answers 503 database "down" while PostgreSQL is unreachable and 200 by itself after', async () => {
    // A TCP proxy in front of PostgreSQL stands for the network: closing it drops and refuses connections.
    const target = new URL(process.env.DATABASE_URL ?? '');
    const sockets = new Set<Socket>();
    let proxy: Server | undefined;
    const openProxy = (port: number) =>
      new Promise<number>((resolve) => {
        const listening = createServer((client) => {
          const upstream = new Socket();
          upstream.connect(Number(target.port || 5432), target.hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('error', () => {});
            socket.on('close', () => sockets.delete(socket));
          }
          client.pipe(upstream).pipe(client);
        });
        proxy = listening;
        listening.listen(port, '127.0.0.1', () => resolve((listening.address() as { port: number }).port));
      });
    const closeProxy = () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy?.close(() => resolve());
      });
    const port = await openProxy(0);
    const url = new URL(target.toString());
    url.host = `127.0.0.1:${port}`;
    url.pathname = `/${await databaseName()}`;
    const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 });
    const app = await buildApp({ config: server.config, database });
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    try {
      expect((await health()).json()).toEqual({ status: 'ok', database: 'ok' });

      await closeProxy();
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('2');
      expect(down.json()).toMatchObject({ status: 'error', database: 'down', statusCode: 503 });
      expect(down.json().message).toBe('The database is not answering');

      await openProxy(port);
      const since = Date.now();
      let answer = await health();
      while (answer.statusCode !== 200 && Date.now() - since < 10_000) answer = await health();
      expect(answer.json()).toEqual({ status: 'ok', database: 'ok' });
      console.info(
        `health: 503 "down" while unreachable, 200 again ${Date.now() - since} ms after it came back`,
      );
      expect(uncaught).toEqual([]);
    } finally {
      await app.close();
      await database.close();
      await closeProxy();
    }
  }, 60_000);
});
