import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let demoToken: string;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  demoToken = await tokenFor(server.app, DEMO.email, DEMO.password);
  adminToken = await tokenFor(server.app, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

const readProfile = (token: string) =>
  callApi(server.app, { method: 'GET', url: '/api/auth/profile', token });
const updateProfile = (token: string, body: unknown) =>
  callApi(server.app, { method: 'PUT', url: '/api/auth/profile', token, body });

const demoCompany = {
  name: 'Demo Apparel Co',
  address: '12 Textile Market Road',
  city: 'Mumbai',
  state: 'Maharashtra',
};

describe('GET /api/auth/profile', () => {
  it('shows a manufacturer its account and its company', async () => {
    const response = await readProfile(demoToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Demo Manufacturer',
      email: DEMO.email,
      mobile: DEMO.mobile,
      role: 'MANUFACTURER',
      manufacturer: {
        ...demoCompany,
        gstin: '27AABCD1234E1Z8',
        pinCode: '400002',
        invoicePrefix: 'DA',
        gstQuarterlyFiler: false,
      },
    });
  });

  it('shows a super admin with manufacturer null', async () => {
    const response = await readProfile(adminToken);
    expect(response.json()).toMatchObject({ email: ADMIN.email, role: 'SUPER_ADMIN', manufacturer: null });
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates the name and the company details of a manufacturer', async () => {
    const response = await updateProfile(demoToken, {
      user: { name: '  Asha Rao ', email: DEMO.email.toUpperCase(), mobile: DEMO.mobile },
      manufacturer: { ...demoCompany, city: 'Pune', gstin: '27ABCDE1234F1Z0' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Asha Rao',
      manufacturer: { city: 'Pune', gstin: '27ABCDE1234F1Z0' },
    });
    expect((await readProfile(demoToken)).json()).toMatchObject({
      name: 'Asha Rao',
      manufacturer: { city: 'Pune' },
    });
  });

  it('refuses a different email or mobile with a message and changes nothing', async () => {
    const before = (await readProfile(demoToken)).json();
    const newEmail = await updateProfile(demoToken, {
      user: { name: 'Changed', email: 'other@apparel.test', mobile: DEMO.mobile },
    });
    expect(newEmail.statusCode).toBe(400);
    expect(newEmail.json().message).toBe('Email cannot be changed');
    const newMobile = await updateProfile(demoToken, {
      user: { name: 'Changed', email: DEMO.email, mobile: '9999999999' },
    });
    expect(newMobile.statusCode).toBe(400);
    expect(newMobile.json().message).toBe('Mobile number cannot be changed');
    expect((await readProfile(demoToken)).json()).toEqual(before);
  });

  it('answers the SPEC messages for missing fields and changes nothing', async () => {
    const before = (await readProfile(demoToken)).json();
    const noName = await updateProfile(demoToken, {
      user: { name: ' ', email: DEMO.email, mobile: DEMO.mobile },
    });
    expect(noName.json()).toEqual({
      message: 'Name is required',
      error: 'Name is required',
      statusCode: 400,
    });
    const noCity = await updateProfile(demoToken, {
      user: { name: 'X', email: DEMO.email, mobile: DEMO.mobile },
      manufacturer: { ...demoCompany, city: '' },
    });
    expect(noCity.json().message).toBe('City is required');
    const noCompanyName = await updateProfile(demoToken, {
      user: { name: 'X', email: DEMO.email, mobile: DEMO.mobile },
      manufacturer: { ...demoCompany, name: '' },
    });
    expect(noCompanyName.json().message).toBe('Manufacturer name is required');
    expect((await readProfile(demoToken)).json()).toEqual(before);
  });

  it('lets a super admin change the name but not send manufacturer details', async () => {
    const renamed = await updateProfile(adminToken, {
      user: { name: 'Platform Owner', email: ADMIN.email, mobile: ADMIN.mobile },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Platform Owner', manufacturer: null });
    const withCompany = await updateProfile(adminToken, {
      user: { name: 'Platform Owner', email: ADMIN.email, mobile: ADMIN.mobile },
      manufacturer: demoCompany,
    });
    expect(withCompany.statusCode).toBe(400);
  });
});
