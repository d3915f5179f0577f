import type { APIRequestContext } from '@playwright/test';
import { SUPER_ADMIN } from './env';

let uniqueCounter = 0;
/** A 10-digit mobile no other test uses (the OTP throttle is per mobile). */
export const uniqueMobile = () => `7${String(Date.now() % 1e8).padStart(8, '0')}${uniqueCounter++ % 10}`;

/** A bearer token for the super admin, through the real API. */
export async function superAdminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/pass-login', {
    data: { identifier: SUPER_ADMIN.email, password: SUPER_ADMIN.password },
  });
  if (!response.ok())
    throw new Error(`super admin login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).token;
}

export interface NewManufacturer {
  id: number;
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** Onboards a manufacturer with its own user through POST /api/admin/manufacturers. */
export async function createManufacturer(request: APIRequestContext, name: string): Promise<NewManufacturer> {
  const token = await superAdminToken(request);
  const mobile = uniqueMobile();
  const email = `${mobile}@e2e.test`;
  const password = 'Secret@123';
  const response = await request.post('/api/admin/manufacturers', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name,
      description: 'Made by the e2e suite',
      address: '12 Mill Road',
      state: 'Gujarat',
      city: 'Surat',
      gstin: '',
      'user[name]': `${name} Owner`,
      'user[email]': email,
      'user[mobile]': mobile,
      'user[password]': password,
    },
  });
  if (!response.ok())
    throw new Error(`manufacturer create failed: ${response.status()} ${await response.text()}`);
  const body = await response.json();
  return { id: body.id, name, email, mobile, password };
}
