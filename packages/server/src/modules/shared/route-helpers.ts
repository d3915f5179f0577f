import { idParamSchema } from '@apparel/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../../errors';

/** The caller's manufacturer: always from the token, never from the request. */
export const manufacturerOf = (request: FastifyRequest): number => {
  const { manufacturerId } = request.user;
  if (!manufacturerId) throw forbidden('Unauthorized access');
  return manufacturerId;
};

/** Who makes a change, for the records that keep it (order history). */
export const actorOf = (request: FastifyRequest): { userId: number } => ({ userId: request.user.id });

/**
 * A preParsing hook answering 404 for an `:id` that `check` refuses, before the body is read at all
 * (so neither a malformed nor an empty body, nor a multipart upload, gets in first); an out-of-range id
 * reads as an unknown one. A malformed id is left to the params schema (400).
 */
export const idMustExist =
  (check: (id: number, request: FastifyRequest) => Promise<unknown>) =>
  async <Payload>(request: FastifyRequest, _reply: unknown, payload: Payload): Promise<Payload> => {
    const parsed = idParamSchema.safeParse(request.params);
    if (parsed.success) await check(parsed.data.id, request);
    return payload;
  };

/** `idMustExist` for a tenant's records: another manufacturer's id answers 404 (or 403) like an unknown one. */
export const ownedIdMustExist = (check: (manufacturerId: number, id: number) => Promise<unknown>) =>
  idMustExist((id, request) => check(manufacturerOf(request), id));

/** 415 unless the request is multipart/form-data (routes that read a form with files). */
export const requireMultipart = (request: FastifyRequest, what: string): void => {
  if (!request.isMultipart()) throw new ApiError(415, `Send the ${what} as multipart/form-data`);
};
