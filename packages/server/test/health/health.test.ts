import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/health', () => {
  it('answers 200 after a database query, without a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with database "down" when the database does not answer', async () => {
    const { database } = server;
    const unreachable = new Proxy(database.db, {
      get: (db, key) =>
        key === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(db, key),
    });
    const app = await buildApp({ config: server.config, database: { ...database, db: unreachable } });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({
      message: 'The database is not answering',
      error: 'The database is not answering',
      statusCode: 503,
      status: 'error',
      database: 'down',
    });
    expect(response.body).not.toContain('connection refused');
    await app.close();
  });
});
