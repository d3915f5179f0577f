import type { ErrorBody } from '@apparel/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { ApiError } from '../errors';

const SERVER_FAULT = 'Something went wrong on our side. Please try again later.';

/** Clearer words for the request errors Fastify raises before a handler runs. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
};

const valueAt = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], root);

/**
 * The message of the first validation issue. Rules from the contracts carry the SPEC's wording and
 * are used as they are; zod's generic type errors are reworded to name the field.
 */
const describeValidationIssue = (issue: ZodFastifySchemaValidationError, input: unknown): string => {
  const message = issue.message ?? 'The request is not valid';
  if (issue.keyword !== 'invalid_type' || !message.startsWith('Invalid input')) return message;
  const path = issue.instancePath.split('/').filter(Boolean);
  if (path.length === 0) return 'The request body must be a JSON object';
  const field = path.join('.');
  if (valueAt(input, path) === undefined) return `${field} is required`;
  return `${field} must be a ${String(issue.params.expected)}`;
};

const partOf = (request: FastifyRequest, context: string | undefined): unknown =>
  context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;

const describe = (error: FastifyError, request: FastifyRequest): { statusCode: number; message: string } => {
  if (error instanceof ApiError) return { statusCode: error.statusCode, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const input = partOf(request, error.validationContext);
    return { statusCode: 400, message: describeValidationIssue(error.validation[0], input) };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, message: (error.code && FASTIFY_MESSAGES[error.code]) || error.message };
  }
  return { statusCode: 500, message: SERVER_FAULT };
};

/** The one error handler: every error answers {message, error, statusCode}; a 5xx never shows its cause. */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, message } = describe(error, request);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const body: ErrorBody = { message, error: message, statusCode };
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });
});
