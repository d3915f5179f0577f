import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';
import { rowCounts, sendManufacturerForm, storedFiles } from './admin-support';
import { manufacturerFields } from './multipart';
import { GIF_BYTES, PNG_BYTES, pngOfSize, SVG_BYTES, TEXT_BYTES } from './upload-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

const create = (fields: Record<string, string | undefined>, files = {}) =>
  sendManufacturerForm(server.app, { method: 'POST', url: '/api/admin/manufacturers', token, fields, files });

/** Runs a refused create and proves it wrote nothing: no row and no file. */
const expectRefused = async (
  fields: Record<string, string | undefined>,
  files: Parameters<typeof create>[1],
  status: number,
  message: string,
) => {
  const before = { rows: await rowCounts(server.db), files: await storedFiles(server.dataDir) };
  const response = await create(fields, files);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ message, error: message });
  expect(await rowCounts(server.db)).toEqual(before.rows);
  expect(await storedFiles(server.dataDir)).toEqual(before.files);
};

describe('POST /api/admin/manufacturers', () => {
  it('creates the manufacturer, its user and logo, and serves the logo back with nosniff', async () => {
    const fields = manufacturerFields({ gstin: '' });
    const response = await create(fields, {
      logo: { bytes: PNG_BYTES, filename: 'brand.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      id: expect.any(Number),
      name: fields.name,
      state: 'Maharashtra',
      gstin: null,
      logo: expect.stringMatching(/^\/uploads\/logos\/[A-Za-z0-9_-]{22}\.png$/),
      user: {
        id: expect.any(Number),
        name: fields['user[name]'],
        email: fields['user[email]'],
        mobile: fields['user[mobile]'],
      },
      subscription: null,
    });
    expect(response.body).not.toMatch(/password|hash|argon/i);

    const logo = await server.app.inject({ method: 'GET', url: created.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.rawPayload.equals(PNG_BYTES)).toBe(true);

    // The new user logs in with the password of the form.
    await expect(tokenFor(server.app, fields['user[email]'], fields['user[password]'])).resolves.toEqual(
      expect.any(String),
    );
  });

  it('names the stored logo after its content: a GIF uploaded as .png is kept and served as a GIF', async () => {
    const response = await create(manufacturerFields(), {
      logo: { bytes: GIF_BYTES, filename: 'logo.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(201);
    const logo = response.json().logo as string;
    expect(logo).toMatch(/\.gif$/);
    expect((await server.app.inject({ method: 'GET', url: logo })).headers['content-type']).toBe('image/gif');
  });

  it('creates without a logo (logo null), also when the file input was left empty', async () => {
    const response = await create(manufacturerFields(), { logo: { bytes: new Uint8Array(), filename: '' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().logo).toBeNull();
  });

  it('answers 404 as JSON for a stored file that does not exist', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/uploads/logos/AAAAAAAAAAAAAAAAAAAAAA.png',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'File not found' });
    expect((await server.app.inject({ method: 'GET', url: '/uploads/../package.json' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a text file named .png, writing nothing', async () => {
    await expectRefused(
      manufacturerFields(),
      { logo: { bytes: TEXT_BYTES, filename: 'logo.png', type: 'image/png' } },
      400,
      'Logo must be a PNG, JPEG, WebP or GIF image',
    );
  });

  it('refuses an empty logo file that has a name, writing nothing', async () => {
    await expectRefused(
      manufacturerFields(),
      { logo: { bytes: new Uint8Array(), filename: 'logo.png', type: 'image/png' } },
      400,
      'Logo must be a PNG, JPEG, WebP or GIF image',
    );
  });

  it('refuses an SVG logo, writing nothing', async () => {
    await expectRefused(
      manufacturerFields(),
      { logo: { bytes: SVG_BYTES, filename: 'logo.svg', type: 'image/svg+xml' } },
      400,
      'Logo must be a PNG, JPEG, WebP or GIF image',
    );
  });

  it('refuses a logo over 2 MB with 413, writing nothing', async () => {
    await expectRefused(
      manufacturerFields(),
      { logo: { bytes: pngOfSize(2 * 1024 * 1024 + 1), filename: 'big.png', type: 'image/png' } },
      413,
      'Logo must be at most 2 MB',
    );
  });

  it('answers 409 "Email already in use" for an email of any user in any case, writing nothing', async () => {
    await expectRefused(
      manufacturerFields({ 'user[email]': DEMO.email.toUpperCase() }),
      { logo: { bytes: PNG_BYTES, filename: 'logo.png' } },
      409,
      'Email already in use',
    );
    await expectRefused(manufacturerFields({ 'user[email]': ADMIN.email }), {}, 409, 'Email already in use');
  });

  it('answers 409 "Mobile already in use" for a mobile of any user, writing nothing', async () => {
    await expectRefused(
      manufacturerFields({ 'user[mobile]': DEMO.mobile }),
      { logo: { bytes: PNG_BYTES, filename: 'logo.png' } },
      409,
      'Mobile already in use',
    );
    await expectRefused(
      manufacturerFields({ 'user[mobile]': ADMIN.mobile }),
      {},
      409,
      'Mobile already in use',
    );
  });

  it('validates the text fields with the messages of SPEC 5, writing nothing', async () => {
    const logo = { logo: { bytes: PNG_BYTES, filename: 'logo.png' } };
    await expectRefused(manufacturerFields({ city: '  ' }), logo, 400, 'Required');
    await expectRefused(manufacturerFields({ 'user[email]': 'not-an-email' }), logo, 400, 'Invalid email');
    await expectRefused(
      manufacturerFields({ 'user[mobile]': '12345' }),
      logo,
      400,
      'Mobile must be 10 digits',
    );
    await expectRefused(
      manufacturerFields({ 'user[password]': 'abc' }),
      logo,
      400,
      'Password must be at least 6 characters',
    );
    await expectRefused(
      manufacturerFields({ 'user[password]': undefined }),
      logo,
      400,
      'user.password is required',
    );
  });

  it('answers 415 for a form that is not multipart', async () => {
    const response = await callApi(server.app, {
      method: 'POST',
      url: '/api/admin/manufacturers',
      token,
      body: { name: 'JSON Co' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('leaves no manufacturer and no logo file behind when creating the user fails', async () => {
    // The database refuses this one user mid-transaction, after the manufacturer row was inserted.
    await server.db.execute(sql`
      create function refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'user insert refused for the test'; end $$`);
    await server.db.execute(sql`
      create trigger refuse_user before insert on users
      for each row when (new.name = 'Refuse Me') execute function refuse_user()`);
    try {
      const before = { rows: await rowCounts(server.db), files: await storedFiles(server.dataDir) };
      const response = await create(manufacturerFields({ 'user[name]': 'Refuse Me' }), {
        logo: { bytes: PNG_BYTES, filename: 'logo.png' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('refused for the test');
      expect(await rowCounts(server.db)).toEqual(before.rows);
      expect(await storedFiles(server.dataDir)).toEqual(before.files);
    } finally {
      await server.db.execute(sql`drop trigger refuse_user on users`);
      await server.db.execute(sql`drop function refuse_user`);
    }
  });
});
