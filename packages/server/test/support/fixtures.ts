import { readFile } from 'node:fs/promises';
import type { Role } from '@apparel/contracts';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/passwords';
import { smsOutboxPath } from '../../src/modules/auth/sms';

export type OutboxMessage = { mobile: string; text: string; at: string };

/** Every SMS the server has "sent", oldest first. */
export const readOutbox = async (dataDir: string): Promise<OutboxMessage[]> => {
  const text = await readFile(smsOutboxPath(dataDir), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
};

/** The code in the latest SMS sent to this mobile. */
export const latestOtp = async (dataDir: string, mobile: string): Promise<string> => {
  const message = (await readOutbox(dataDir)).filter((m) => m.mobile === mobile).at(-1);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No OTP was sent to ${mobile}`);
  return code;
};

let accountCount = 0;

/** Adds an account straight into the database; mobile and email are unique per call. */
export const createAccount = async (
  db: Database,
  account: { role: Role; password?: string; manufacturerId?: number | null; name?: string },
) => {
  accountCount += 1;
  const serial = String(accountCount).padStart(4, '0');
  const password = account.password ?? 'Secret@123';
  const [user] = await db
    .insert(users)
    .values({
      name: account.name ?? `Test ${account.role} ${serial}`,
      email: `user${serial}.${account.role.toLowerCase()}@apparel.test`,
      mobile: `98765${serial.padStart(5, '0')}`,
      passwordHash: await hashPassword(password),
      role: account.role,
      manufacturerId: account.manufacturerId ?? null,
    })
    .returning();
  if (!user) throw new Error('The test account was not created');
  return { ...user, password };
};

type InjectOptions = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
};

/** A JSON call to the API, as the front end makes it. */
export const callApi = (app: App, { method, url, token, body }: InjectOptions) =>
  app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

/** Logs in with a password and returns the token. */
export const tokenFor = async (app: App, identifier: string, password: string): Promise<string> => {
  const response = await callApi(app, {
    method: 'POST',
    url: '/api/auth/pass-login',
    body: { identifier, password },
  });
  if (response.statusCode !== 200) throw new Error(`Login of ${identifier} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
};
