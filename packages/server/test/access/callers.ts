import { ROLES, type Role } from '@apparel/contracts';
import { manufacturers } from '../../src/db/schema';
import { createAccount } from '../support/fixtures';
import type { TestServer } from '../support/test-app';

/** Logins of the suites come from their own address, so a throttled fuzz address never locks them out. */
const SETUP_ADDRESS = '127.0.0.250';

export type Caller = {
  role: Role;
  userId: number;
  manufacturerId: number | null;
  token: string;
  login(): Promise<string>;
};
/** One caller per role, manufacturer A's, plus `otherManufacturer` (a second tenant, B). */
export type Callers = Record<Role, Caller> & { otherManufacturer: Caller };

const addManufacturer = async (server: TestServer, name: string) => {
  const [row] = await server.db
    .insert(manufacturers)
    .values({ name, description: 'Fuzz tenant', address: '1 Test Road', state: 'Kerala', city: 'Kochi' })
    .returning({ id: manufacturers.id });
  if (!row) throw new Error('The manufacturer was not created');
  return row.id;
};

const callerFor = async (server: TestServer, role: Role, manufacturerId: number | null): Promise<Caller> => {
  const account = await createAccount(server.db, { role, manufacturerId });
  const caller: Caller = {
    role,
    userId: account.id,
    manufacturerId,
    token: '',
    async login() {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/pass-login',
        remoteAddress: SETUP_ADDRESS,
        payload: { identifier: account.email, password: account.password },
      });
      if (response.statusCode !== 200)
        throw new Error(`Login of the ${role} caller failed: ${response.body}`);
      caller.token = response.json<{ token: string }>().token;
      return caller.token;
    },
  };
  await caller.login();
  return caller;
};

/** Accounts of every role: manufacturer A (with its retailer) and a second manufacturer B. */
export const createCallers = async (server: TestServer): Promise<Callers> => {
  const a = await addManufacturer(server, 'Tenant A Textiles');
  const b = await addManufacturer(server, 'Tenant B Textiles');
  const entries = await Promise.all(
    ROLES.map(
      async (role) => [role, await callerFor(server, role, role === 'SUPER_ADMIN' ? null : a)] as const,
    ),
  );
  return {
    ...(Object.fromEntries(entries) as Record<Role, Caller>),
    otherManufacturer: await callerFor(server, 'MANUFACTURER', b),
  };
};
