import type { z } from 'zod';
import { badRequest } from '../../errors';

const valueAt = (root: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], root);

/**
 * Validates a body the route could not declare as a schema (a multipart form is read in the handler).
 * Answers 400 with the first rule's message (the product.md's wording) or, for a missing field, its name.
 */
export const parseForm = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  if (!issue) throw badRequest('The form is not valid');
  const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
  throw badRequest(missing ? `${issue.path.join('.')} is required` : issue.message);
};
