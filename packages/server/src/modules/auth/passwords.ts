import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The package's Algorithm is a const enum, which isolated modules cannot read at run time.
const ARGON2ID: Algorithm.Argon2id = 2;
/** OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane (about 10 ms per hash here). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the stored hash. Without a stored hash (unknown user) a hash of a
 * random password is checked instead, so an unknown account takes as long as a wrong password.
 */
export const passwordMatches = async (storedHash: string | undefined, password: string): Promise<boolean> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verify(storedHash ?? (await dummyHash), password).catch(() => false);
  return storedHash !== undefined && matches;
};
