import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';
import {
  askForLink,
  createRetailer,
  otherManufacturer,
  retailerForm,
  retailRowCounts,
} from './retail-support';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

const post = (body: unknown, as = token) =>
  callApi(server.app, { method: 'POST', url: '/api/manufacturer/retailers', token: as, body });

describe('POST /manufacturer/retailers', () => {
  it('creates the retailer, its user and an ACCEPTED link; the answer has no password or hash', async () => {
    const form = retailerForm({ gstin: '29ABCDE1234F1ZW', type: 'Wholesaler' });
    const response = await post(form);
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toMatch(/password|hash|argon/i);
    const created = response.json();
    expect(created).toMatchObject({
      name: form.name,
      gstin: '29ABCDE1234F1ZW',
      type: 'Wholesaler',
      outletName: form.outletName,
      outletAddr: form.outletAddr,
      contactPerson: 'Anil Sharma',
      user: { name: 'Anil Sharma', email: form.user.email, mobile: form.user.mobile },
    });

    const list = await callApi(server.app, { method: 'GET', url: '/api/manufacturer/retailers', token });
    const link = list.json().find((l: { retailer: { id: number } }) => l.retailer.id === created.id);
    expect(link).toMatchObject({ status: 'ACCEPTED', retailer: { user: { email: form.user.email } } });
    expect(list.body).not.toMatch(/password|hash/i);

    // The retailer's user logs in with its own role.
    const login = await callApi(server.app, {
      method: 'POST',
      url: '/api/auth/pass-login',
      body: { identifier: form.user.email, password: form.user.password },
    });
    expect(login.json().user.role).toBe('RETAILER');
  });

  it.each([
    ['a blank name', { name: ' ' }, 'Required'],
    ['a blank outlet address', { outletAddr: '' }, 'Required'],
    ['a blank contact person', { contactPerson: '' }, 'Required'],
    ['a bad email', { user: { email: 'not-an-email' } }, 'Invalid email'],
    ['a short mobile', { user: { mobile: '12345' } }, 'Mobile must be 10 digits'],
    ['a short password', { user: { password: '123' } }, 'Password must be at least 6 characters'],
    ['a NUL in the city', { city: 'Pune\u0000' }, 'Must not contain control characters'],
  ])('answers 400 "%s" with the SPEC 5 message and writes nothing', async (_, change, message) => {
    const before = await retailRowCounts(server.db);
    const form = retailerForm();
    const { user, ...rest } = change as { user?: object };
    const response = await post({ ...form, ...rest, user: { ...form.user, ...user } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message, error: expect.any(String) });
    expect(await retailRowCounts(server.db)).toEqual(before);
  });

  it('refuses a type outside Retailer, Wholesaler, Distributor', async () => {
    const response = await post({ ...retailerForm(), type: 'Shop' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Type must be one of Retailer, Wholesaler, Distributor');
  });

  it('answers 409 for an email (any case) or mobile already used by any user, writing nothing', async () => {
    const first = await createRetailer(server.app, token);
    const before = await retailRowCounts(server.db);
    const sameEmail = await post(
      retailerForm({ user: { ...retailerForm().user, email: first.form.user.email.toUpperCase() } }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('Email already in use');
    const sameMobile = await post(retailerForm({ user: { ...retailerForm().user, mobile: DEMO.mobile } }));
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json().message).toBe('Mobile already in use');
    expect(await retailRowCounts(server.db)).toEqual(before);
  });

  it('maps the unique-index race of two identical creates to one 201 and one 409', async () => {
    const form = retailerForm();
    const answers = await Promise.all([post(form), post(form)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('GET and PUT /manufacturer/retailers/{id}', () => {
  it('reads a retailer with its user, never a password', async () => {
    const { id, form } = await createRetailer(server.app, token);
    const response = await callApi(server.app, {
      method: 'GET',
      url: `/api/manufacturer/retailers/${id}`,
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, name: form.name, user: { email: form.user.email } });
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it('edits; a blank password keeps the current one, a new one replaces it', async () => {
    const { id, form } = await createRetailer(server.app, token);
    const edited = { ...form, city: 'Mysuru', user: { ...form.user, name: 'Anil K', password: '' } };
    const response = await callApi(server.app, {
      method: 'PUT',
      url: `/api/manufacturer/retailers/${id}`,
      token,
      body: edited,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ city: 'Mysuru', user: { name: 'Anil K' } });
    await expect(tokenFor(server.app, form.user.email, form.user.password)).resolves.toEqual(
      expect.any(String),
    );

    await callApi(server.app, {
      method: 'PUT',
      url: `/api/manufacturer/retailers/${id}`,
      token,
      body: { ...edited, user: { ...edited.user, password: 'Fresh@123' } },
    });
    await expect(tokenFor(server.app, form.user.email, 'Fresh@123')).resolves.toEqual(expect.any(String));
    await expect(tokenFor(server.app, form.user.email, form.user.password)).rejects.toThrow();
  });

  it('answers 404 to another manufacturer for the retailer, before reading the body', async () => {
    const { id } = await createRetailer(server.app, token);
    const other = await otherManufacturer(server.app, server.db);
    const read = await callApi(server.app, {
      method: 'GET',
      url: `/api/manufacturer/retailers/${id}`,
      token: other.token,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Retailer not found');
    const put = await callApi(server.app, {
      method: 'PUT',
      url: `/api/manufacturer/retailers/${id}`,
      token: other.token,
      body: { junk: true },
    });
    expect(put.statusCode).toBe(404);
    const unknown = await callApi(server.app, {
      method: 'PUT',
      url: '/api/manufacturer/retailers/999999',
      token,
      body: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 403 to a linked manufacturer that did not create the retailer, and changes nothing', async () => {
    const { id, form, token: retailerToken } = await createRetailer(server.app, token);
    const other = await otherManufacturer(server.app, server.db);
    const linkId = await askForLink(server.app, retailerToken, other.id);
    await callApi(server.app, {
      method: 'PATCH',
      url: `/api/manufacturer/retailers-req/${linkId}/status`,
      token: other.token,
      body: { status: 'ACCEPTED' },
    });

    const read = await callApi(server.app, {
      method: 'GET',
      url: `/api/manufacturer/retailers/${id}`,
      token: other.token,
    });
    expect(read.statusCode).toBe(200);
    const put = await callApi(server.app, {
      method: 'PUT',
      url: `/api/manufacturer/retailers/${id}`,
      token: other.token,
      body: { ...form, name: 'Renamed by other' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toMatch(/Only the manufacturer that created this retailer can edit it/);
    const after = await callApi(server.app, {
      method: 'GET',
      url: `/api/manufacturer/retailers/${id}`,
      token,
    });
    expect(after.json().name).toBe(form.name);
  });

  it('answers 409 when an edit takes an email or mobile of another user', async () => {
    const a = await createRetailer(server.app, token);
    const b = await createRetailer(server.app, token);
    const response = await callApi(server.app, {
      method: 'PUT',
      url: `/api/manufacturer/retailers/${a.id}`,
      token,
      body: { ...a.form, user: { ...a.form.user, mobile: b.form.user.mobile, password: '' } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Mobile already in use');
  });
});
