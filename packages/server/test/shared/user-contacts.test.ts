import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { rethrowContactConflict } from '../../src/modules/shared/user-contacts';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let testDb: TestDatabase;
let database: DatabaseConnection;
beforeAll(async () => {
  testDb = await openTestDatabase();
  database = testDb.database;
  await database.migrate();
  await database.db.insert(users).values({
    name: 'First',
    email: 'taken@apparel.test',
    mobile: '9555555555',
    passwordHash: 'x',
    role: 'SUPER_ADMIN',
  });
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

/** The error the database raises for a second user with these contacts. */
const insertError = (email: string, mobile: string) =>
  database.db
    .insert(users)
    .values({ name: 'Second', email, mobile, passwordHash: 'x', role: 'SUPER_ADMIN' })
    .then(
      () => undefined,
      (error: unknown) => error,
    );

describe('rethrowContactConflict (when two requests pass the check at once)', () => {
  it('turns the unique-index violations of both drivers into the 409 of the check', async () => {
    const email = await insertError('TAKEN@apparel.test', '9666666666');
    expect(() => rethrowContactConflict(email)).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'Email already in use' }),
    );
    const mobile = await insertError('free@apparel.test', '9555555555');
    expect(() => rethrowContactConflict(mobile)).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'Mobile already in use' }),
    );
  });

  it('rethrows any other error unchanged', () => {
    const other = new Error('something else');
    expect(() => rethrowContactConflict(other)).toThrow(other);
  });
});
