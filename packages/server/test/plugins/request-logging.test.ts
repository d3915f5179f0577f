import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/plugins/error-handler';
import { ErrorsOnlyRequestLogging } from '../../src/plugins/request-logging';

/** A server logging at info level (the production default) into `lines`. */
const loggingServer = async () => {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new ErrorsOnlyRequestLogging() });
  await app.register(errorHandler);
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('database exploded');
  });
  await app.ready();
  return { app, lines };
};

describe('request logging', () => {
  it('writes no line for a request that went well', async () => {
    const { app, lines } = await loggingServer();
    for (let i = 0; i < 3; i++) expect((await app.inject('/fine')).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('still logs a request that failed, with its cause', async () => {
    const { app, lines } = await loggingServer();
    expect((await app.inject('/broken')).statusCode).toBe(500);
    expect(lines.some((line) => line.level >= 50 && JSON.stringify(line).includes('database exploded'))).toBe(
      true,
    );
    await app.close();
  });
});
