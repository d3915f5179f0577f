import { idParamSchema, type Role } from '@apparel/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';

/** Route config: the auth guard answers 401/403 on onRequest, before any body is read or validated. */
export const SUPER_ADMIN_ONLY = { roles: ['SUPER_ADMIN'] as readonly Role[] };

export const security = [{ bearerAuth: [] }];

/**
 * A preValidation hook answering 404 for an unknown `:id` before the body is validated, so a caller
 * learns first that the thing is missing (an out-of-range id is read as an unknown one). A malformed
 * id is left to the params schema (400).
 */
export const idMustExist =
  (exists: (id: number) => Promise<void>) =>
  async (request: FastifyRequest): Promise<void> => {
    const parsed = idParamSchema.safeParse(request.params);
    if (parsed.success) await exists(parsed.data.id);
  };

export const requireMultipart = (request: FastifyRequest, what: string): void => {
  if (!request.isMultipart()) throw new ApiError(415, `Send the ${what} as multipart/form-data`);
};
