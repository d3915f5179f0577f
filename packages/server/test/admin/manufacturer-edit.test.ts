import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';
import { sendManufacturerForm, storedFiles } from './admin-support';
import { manufacturerFields } from './multipart';
import { GIF_BYTES, PNG_BYTES, TEXT_BYTES } from './upload-fixtures';

let server: TestServer;
let token: string;
/** A manufacturer created through the API with a logo, and the fields it was created with. */
let created: { id: number; logo: string };
let fields: ReturnType<typeof manufacturerFields>;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, ADMIN.email, ADMIN.password);
  fields = manufacturerFields();
  const response = await sendManufacturerForm(server.app, {
    method: 'POST',
    url: '/api/admin/manufacturers',
    token,
    fields,
    files: { logo: { bytes: PNG_BYTES, filename: 'logo.png' } },
  });
  created = response.json();
});
afterAll(() => server?.close());

const read = (id: number) =>
  callApi(server.app, { method: 'GET', url: `/api/admin/manufacturers/${id}`, token });
const edit = (id: number, changes: Record<string, string | undefined>, files = {}) =>
  sendManufacturerForm(server.app, {
    method: 'PUT',
    url: `/api/admin/manufacturers/${id}`,
    token,
    fields: { ...fields, ...changes },
    files,
  });

describe('GET /api/admin/manufacturers/:id', () => {
  it('answers the manufacturer with its user, never a password or hash', async () => {
    const response = await read(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      name: fields.name,
      logo: created.logo,
      user: { email: fields['user[email]'], mobile: fields['user[mobile]'] },
    });
    expect(Object.keys(response.json().user).sort()).toEqual(['email', 'id', 'mobile', 'name']);
    expect(response.body).not.toMatch(/password|hash|\$argon2/i);
  });

  it('answers 404 with a message for an unknown id, 400 for a malformed one', async () => {
    const missing = await read(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Manufacturer not found');
    expect(
      (await callApi(server.app, { method: 'GET', url: '/api/admin/manufacturers/abc', token })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/admin/manufacturers/:id', () => {
  it('keeps the password when it is left blank (the user still logs in with it)', async () => {
    const response = await edit(created.id, {
      city: 'Nashik',
      'user[name]': 'Renamed Owner',
      'user[password]': '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ city: 'Nashik', user: { name: 'Renamed Owner' } });
    await expect(tokenFor(server.app, fields['user[mobile]'], fields['user[password]'])).resolves.toEqual(
      expect.any(String),
    );
  });

  it('keeps the password when the field is absent, and the logo when no logo part is sent', async () => {
    const response = await edit(created.id, { description: 'Now also denim', 'user[password]': undefined });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ description: 'Now also denim', logo: created.logo });
    expect((await server.app.inject({ method: 'GET', url: created.logo })).statusCode).toBe(200);
  });

  it('changes the password when one is given', async () => {
    expect((await edit(created.id, { 'user[password]': 'NewSecret@1' })).statusCode).toBe(200);
    await expect(tokenFor(server.app, fields['user[email]'], 'NewSecret@1')).resolves.toEqual(
      expect.any(String),
    );
    await expect(tokenFor(server.app, fields['user[email]'], fields['user[password]'])).rejects.toThrow();
    fields['user[password]'] = 'NewSecret@1';
  });

  it('replaces the logo and deletes the old file', async () => {
    const response = await edit(created.id, {}, { logo: { bytes: GIF_BYTES, filename: 'new.gif' } });
    expect(response.statusCode).toBe(200);
    const logo = response.json().logo as string;
    expect(logo).not.toBe(created.logo);
    expect((await server.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: created.logo })).statusCode).toBe(404);
    created.logo = logo;
  });

  it('refuses a bad new logo and keeps the current one', async () => {
    const files = await storedFiles(server.dataDir);
    const response = await edit(created.id, {}, { logo: { bytes: TEXT_BYTES, filename: 'x.png' } });
    expect(response.statusCode).toBe(400);
    expect((await read(created.id)).json().logo).toBe(created.logo);
    expect(await storedFiles(server.dataDir)).toEqual(files);
  });

  it("changes the user's email and mobile when they stay unique", async () => {
    const response = await edit(created.id, {
      'user[email]': 'moved@textiles.example.com',
      'user[mobile]': '8199999999',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'moved@textiles.example.com', mobile: '8199999999' });
    fields['user[email]'] = 'moved@textiles.example.com';
    fields['user[mobile]'] = '8199999999';
  });

  it('answers 409 when the new email or mobile belongs to another user, changing nothing', async () => {
    const emailTaken = await edit(created.id, { name: 'Should Not Stick', 'user[email]': DEMO.email });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json().message).toBe('Email already in use');
    const mobileTaken = await edit(created.id, { name: 'Should Not Stick', 'user[mobile]': ADMIN.mobile });
    expect(mobileTaken.statusCode).toBe(409);
    expect(mobileTaken.json().message).toBe('Mobile already in use');
    expect((await read(created.id)).json().name).toBe(fields.name);
  });

  it('validates with the edit rules: a short password is refused', async () => {
    const response = await edit(created.id, { 'user[password]': 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must be at least 6 characters');
  });

  it('answers 404 for an unknown id before reading the form (nothing is stored)', async () => {
    const files = await storedFiles(server.dataDir);
    const response = await edit(999_999, {}, { logo: { bytes: PNG_BYTES, filename: 'logo.png' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Manufacturer not found');
    expect(await storedFiles(server.dataDir)).toEqual(files);
  });
});
