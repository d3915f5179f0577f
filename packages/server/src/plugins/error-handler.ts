import type { ErrorBody } from '@apparel/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { ApiError } from '../errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  describeDatabaseError,
  isConnectionLost,
  loggableError,
} from './database-errors';

const SERVER_FAULT = 'Something went wrong on our side. Please try again later.';

/** Clearer words for the request errors Fastify raises before a handler runs. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FILES_LIMIT: 'Too many files',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_PROTO_VIOLATION: 'The form has a field name that is not allowed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field is not valid JSON',
  FST_MP_PREMATURE_CLOSE: 'The form ended before it was complete',
};

export const MALFORMED_MULTIPART = 'The form data is malformed';
/** busboy's words for a multipart body it cannot read (raised without a status code). */
const MULTIPART_PARSE_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form|file)|\w+ terminated early due to unexpected end of multipart data|Malformed (part header|urlencoded form|content type))/;

const valueAt = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], root);

/**
 * The message of the first validation issue. Rules from the contracts carry the product.md's wording and
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
  const [issue] = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  if (issue) {
    const input = partOf(request, error.validationContext);
    return { statusCode: 400, message: describeValidationIssue(issue, input) };
  }
  const database = describeDatabaseError(error);
  if (database) return database;
  if (isConnectionLost(error)) return { statusCode: 503, message: DATABASE_UNAVAILABLE };
  if (typeof error.message === 'string' && MULTIPART_PARSE_ERROR.test(error.message)) {
    return { statusCode: 400, message: MALFORMED_MULTIPART };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, message: (error.code && FASTIFY_MESSAGES[error.code]) || error.message };
  }
  return { statusCode: 500, message: SERVER_FAULT };
};

const errorBody = (statusCode: number, message: string): ErrorBody => ({
  message,
  error: message,
  statusCode,
});

/**
 * The answer to a URL Fastify cannot route (a malformed percent-encoding such as `/uploads/%c0%ae`):
 * the standard error shape with the same security headers as every other answer. Those are added by
 * hooks that do not run for such a URL, so they are learnt once from an ordinary answer.
 */
export const createBadUrlAnswer = () => {
  let securityHeaders: Record<string, string> = {};
  const NOT_SECURITY = new Set([
    'content-type',
    'content-length',
    'date',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'cache-control',
    'vary',
    'etag',
    'last-modified',
  ]);
  return {
    answer(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const message = 'The address is not valid';
      reply.headers(securityHeaders);
      return reply.code(400).type('application/json; charset=utf-8').send(errorBody(400, message));
    },
    /** Reads the headers every answer carries from one answer of the app (call once, after ready). */
    async learnFrom(app: {
      inject(options: { method: 'GET'; url: string }): Promise<{ headers: Record<string, unknown> }>;
    }) {
      const { headers } = await app.inject({ method: 'GET', url: '/api/__bad-url-headers__' });
      securityHeaders = Object.fromEntries(
        Object.entries(headers)
          .filter(([name, value]) => !NOT_SECURITY.has(name) && typeof value === 'string')
          .map(([name, value]) => [name, value as string]),
      );
    },
  };
};

/** The one error handler: every error answers {message, error, statusCode}; a 5xx never shows its cause. */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, message } = describe(error, request);
    // The cause stays in the log, without the query's parameters; the caller sees a generic message.
    if (statusCode >= 500) request.log.error({ fault: loggableError(error) }, 'request failed');
    if (statusCode === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply
      .code(statusCode)
      .type('application/json; charset=utf-8')
      .send(errorBody(statusCode, message));
  });
});
