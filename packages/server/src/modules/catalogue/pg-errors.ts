/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export const pgCode = (error: unknown): string | undefined => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
};
export const pgConstraint = (error: unknown): string | undefined => {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
};
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
