import { idParamSchema, type Role } from '@apparel/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
 * A preParsing hook answering 404 for another tenant's (or an unknown) `:id` before the body is read
 * at all (so neither a malformed nor an empty body, nor a multipart upload, gets in first); an
 * out-of-range id reads as an unknown one. A malformed id is left to the params schema (400).
 */
export const ownedIdMustExist =
  (exists: (manufacturerId: number, id: number) => Promise<void>) =>
  async <P>(request: FastifyRequest, _reply: FastifyReply, payload: P): Promise<P> => {
    const parsed = idParamSchema.safeParse(request.params);
    if (parsed.success) await exists(manufacturerOf(request), parsed.data.id);
    return payload;
  };
