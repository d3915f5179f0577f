import type { Role } from '@apparel/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../errors';

/** Route config: the auth guard answers 401/403 on onRequest, before any body is read or validated. */
export const MANUFACTURER_ONLY = { roles: ['MANUFACTURER'] as readonly Role[] };

export const security = [{ bearerAuth: [] }];

/** The caller's manufacturer: always from the token, never from the request. */
export const manufacturerOf = (request: FastifyRequest): number => {
  const id = request.user.manufacturerId;
  if (!id) throw forbidden('Unauthorized access');
  return id;
};

/**
 * A preValidation hook answering 404 for another tenant's (or an unknown) `:id` before the body is
 * validated. A malformed id is left to the params schema (400).
 */
export const ownedIdMustExist =
  (exists: (manufacturerId: number, id: number) => Promise<void>) =>
  async (request: FastifyRequest): Promise<void> => {
    const id = Number((request.params as { id?: string }).id);
    if (Number.isSafeInteger(id) && id > 0) await exists(manufacturerOf(request), id);
  };
