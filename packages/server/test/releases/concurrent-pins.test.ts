import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, publish, type RegistryServer, releaseZip, startRegistryServer } from './release-support';

let server: RegistryServer;
const VERSIONS = Array.from({ length: 20 }, (_, i) => `4.0.${i}`);

beforeAll(async () => {
  server = await startRegistryServer();
  for (const version of VERSIONS) {
    const response = await publish(
      server.app,
      'mf-media',
      version,
      releaseZip('mf-media', { marker: version }),
      server.adminToken,
    );
    expect(response.statusCode, response.body).toBe(201);
  }
}, 180_000);
afterAll(() => server.close());

const pin = (version: string) =>
  call(server.app, 'POST', '/api/admin/remotes/mf-media/pin', server.adminToken, { version });

it('20 concurrent pins queue: each applies in turn, one consistent pin, 20 history rows in a chain', async () => {
  const responses = await Promise.all(VERSIONS.map(pin));
  expect(responses.map((r) => r.statusCode)).toEqual(VERSIONS.map(() => 200));
  const { history, total } = (
    await call(server.app, 'GET', '/api/admin/remotes/history?name=mf-media&page=1', server.adminToken)
  ).json();
  const pins = (
    await call(server.app, 'GET', '/api/admin/remotes/history?name=mf-media&page=2', server.adminToken)
  )
    .json()
    .history.concat(history)
    .filter((row: { action: string }) => row.action === 'PIN')
    .reverse();
  expect(total).toBe(40); // 20 publishes and 20 pins
  expect(pins).toHaveLength(20);
  expect(pins[0].from).toBeNull();
  for (let i = 1; i < pins.length; i++) expect(pins[i].from).toBe(pins[i - 1].to);
  expect(new Set(pins.map((row: { to: string }) => row.to))).toEqual(new Set(VERSIONS));
  const pinned = pins[pins.length - 1].to;
  const answer = (await server.app.inject({ url: '/remotes.json' })).json();
  expect(answer['mf-media'].manifest).toBe(`/remotes/mf-media/${pinned}/mf-manifest.json`);
}, 60_000);

it('two concurrent pins of one version: one wins, the other is told it is already pinned', async () => {
  const target =
    VERSIONS[0] === undefined ? '' : (await currentPin()) === VERSIONS[0] ? VERSIONS[1] : VERSIONS[0];
  const [a, b] = await Promise.all([pin(target as string), pin(target as string)]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  expect([a, b].find((r) => r.statusCode === 409)?.json().message).toBe(
    `mf-media is already pinned to ${target}`,
  );
});

const currentPin = async (): Promise<string> => {
  const list = (await call(server.app, 'GET', '/api/admin/remotes', server.adminToken)).json();
  return list.find((r: { name: string }) => r.name === 'mf-media').pinned;
};
