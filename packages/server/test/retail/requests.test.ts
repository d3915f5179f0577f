import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';
import { askForLink, demoManufacturerId, otherManufacturer, selfRegisteredRetailer } from './retail-support';

let server: TestServer;
let token: string;
let demoId: number;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, DEMO.email, DEMO.password);
  demoId = await demoManufacturerId(server.db, DEMO.email);
});
afterAll(() => server?.close());

const decide = (id: number, status: string, as = token) =>
  callApi(server.app, {
    method: 'PATCH',
    url: `/api/manufacturer/retailers-req/${id}/status`,
    token: as,
    body: { status },
  });
const pending = async () =>
  (await callApi(server.app, { method: 'GET', url: '/api/manufacturer/retailers-req', token })).json<
    { id: number; status: string; retailer: { id: number } }[]
  >();

describe('the retailer side', () => {
  it('lists only manufacturers with a subscription active today', async () => {
    const retailer = await selfRegisteredRetailer(server.app, server.db);
    const expired = await otherManufacturer(server.app, server.db, {
      startDate: '2024-01-01',
      endDate: '2025-01-01',
    });
    const inactive = await otherManufacturer(server.app, server.db, { isActive: false });
    const response = await callApi(server.app, {
      method: 'GET',
      url: '/api/retailer/manufacturers',
      token: retailer.token,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((m: { id: number }) => m.id);
    expect(ids).toContain(demoId);
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(inactive.id);
  });

  it('asks for a link, which the manufacturer sees pending and accepts; the retailer sees ACCEPTED', async () => {
    const retailer = await selfRegisteredRetailer(server.app, server.db);
    const linkId = await askForLink(server.app, retailer.token, demoId);
    expect((await pending()).map((l) => l.id)).toContain(linkId);

    const accepted = await decide(linkId, 'ACCEPTED');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: linkId, status: 'ACCEPTED', retailer: { id: retailer.id } });
    expect((await pending()).map((l) => l.id)).not.toContain(linkId);

    const own = await callApi(server.app, {
      method: 'GET',
      url: '/api/retailer/link-requests',
      token: retailer.token,
    });
    expect(own.json()).toEqual([
      expect.objectContaining({
        id: linkId,
        status: 'ACCEPTED',
        manufacturer: expect.objectContaining({ id: demoId }),
      }),
    ]);
  });

  it('answers 409 to a second ask while PENDING or ACCEPTED, and lets a REJECTED link be asked again', async () => {
    const retailer = await selfRegisteredRetailer(server.app, server.db);
    const linkId = await askForLink(server.app, retailer.token, demoId);
    const ask = () =>
      callApi(server.app, {
        method: 'POST',
        url: '/api/retailer/link-requests',
        token: retailer.token,
        body: { manufacturerId: demoId },
      });
    const again = await ask();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already asked this manufacturer for a link');

    expect((await decide(linkId, 'REJECTED')).json().status).toBe('REJECTED');
    const reasked = await ask();
    expect(reasked.statusCode).toBe(201);
    expect(reasked.json()).toMatchObject({ id: linkId, status: 'PENDING' });

    await decide(linkId, 'ACCEPTED');
    const linked = await ask();
    expect(linked.statusCode).toBe(409);
    expect(linked.json().message).toBe('You are already linked with this manufacturer');
  });

  it('answers 404 for a manufacturer without an active subscription, 400 for a bad id', async () => {
    const retailer = await selfRegisteredRetailer(server.app, server.db);
    const inactive = await otherManufacturer(server.app, server.db, { isActive: false });
    const post = (body: unknown) =>
      callApi(server.app, {
        method: 'POST',
        url: '/api/retailer/link-requests',
        token: retailer.token,
        body,
      });
    expect((await post({ manufacturerId: inactive.id })).statusCode).toBe(404);
    expect((await post({ manufacturerId: 99999 })).json().message).toBe('Manufacturer not found');
    expect((await post({ manufacturerId: 'x' })).statusCode).toBe(400);
  });
});

describe('PATCH /manufacturer/retailers-req/{id}/status', () => {
  it('moves only a PENDING link: deciding twice answers 409', async () => {
    const retailer = await selfRegisteredRetailer(server.app, server.db);
    const linkId = await askForLink(server.app, retailer.token, demoId);
    expect((await decide(linkId, 'REJECTED')).statusCode).toBe(200);
    const twice = await decide(linkId, 'ACCEPTED');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only a pending request can be accepted or rejected');
  });

  it('refuses any status but ACCEPTED or REJECTED', async () => {
    const retailer = await selfRegisteredRetailer(server.app, server.db);
    const linkId = await askForLink(server.app, retailer.token, demoId);
    const response = await decide(linkId, 'PENDING');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Status must be ACCEPTED or REJECTED');
  });

  it("answers 404 to another manufacturer's token before reading the body", async () => {
    const retailer = await selfRegisteredRetailer(server.app, server.db);
    const linkId = await askForLink(server.app, retailer.token, demoId);
    const other = await otherManufacturer(server.app, server.db);
    const response = await callApi(server.app, {
      method: 'PATCH',
      url: `/api/manufacturer/retailers-req/${linkId}/status`,
      token: other.token,
      body: { status: 'nonsense' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Retailer request not found');
    const list = await callApi(server.app, {
      method: 'GET',
      url: '/api/manufacturer/retailers-req',
      token: other.token,
    });
    expect(list.json()).toEqual([]);
  });
});
