import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/plugins/logger-options';
import { requestLoggerOnFirstUse } from '../../src/plugins/request-logger';
import { ErrorsOnlyRequestLogging } from '../../src/plugins/request-logging';

/** The server's logger settings (info, redaction) writing into `lines`, with or without the factory. */
const server = async (onFirstUse: boolean) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { ...loggerOptions('info'), stream },
    logController: new ErrorsOnlyRequestLogging(),
    genReqId: () => 'req-fixed',
    ...(onFirstUse ? { childLoggerFactory: requestLoggerOnFirstUse } : {}),
  });
  app.get('/logs', async (request) => {
    request.log.warn({ token: 'secret', order: 7 }, 'short cell');
    request.log.child({ part: 'grid' }).info('nested');
    return { level: request.log.level };
  });
  app.get('/quiet', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
};

describe('a request logger made on first use', () => {
  it('writes the same lines as pino’s child logger: the request id bound, secrets redacted', async () => {
    const answers = [];
    const written = [];
    for (const onFirstUse of [false, true]) {
      const { app, lines } = await server(onFirstUse);
      answers.push((await app.inject('/logs')).json());
      written.push(lines.map(({ time: _time, pid: _pid, hostname: _host, ...line }) => line));
      await app.close();
    }
    expect(written[1]).toEqual(written[0]);
    expect(answers[1]).toEqual(answers[0]);
    expect(written[1]).toContainEqual(
      expect.objectContaining({ reqId: 'req-fixed', token: '[redacted]', order: 7, msg: 'short cell' }),
    );
    expect(written[1]).toContainEqual(
      expect.objectContaining({ reqId: 'req-fixed', part: 'grid', msg: 'nested' }),
    );
  });

  it('writes nothing for a request that logs nothing', async () => {
    const { app, lines } = await server(true);
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });
});
