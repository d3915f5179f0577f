/**
 * Errors of PostgreSQL and PGlite that bad input causes, read by their SQLSTATE. Drizzle wraps the
 * driver's error (whose message names the query and its parameters) as `cause`.
 */
type DriverError = Error & { code?: string; constraint?: string; table?: string; routine?: string };

/** SQLSTATEs of values the database refuses: they answer 400, never 500. */
const INPUT_ERRORS: Record<string, string> = {
  '22021': 'A text contains characters that cannot be stored', // invalid byte sequence (NUL)
  '22001': 'A value is too long', // string data right truncation
  '22003': 'A number is out of range', // numeric value out of range
  '22P02': 'A value has the wrong format', // invalid text representation
  '22007': 'A date has the wrong format', // invalid datetime format
  '22008': 'A date is out of range', // datetime field overflow
  '54000': 'A value is too long', // program limit exceeded (index row too large)
  '23514': 'A value is out of range', // check violation
  '23502': 'A required value is missing', // not null violation
};
const CONFLICT_ERRORS: Record<string, string> = {
  '23505': 'This record already exists', // unique violation
  '23503': 'This record refers to something that does not exist or is still in use', // foreign key
  '40001': 'The record was changed at the same time. Please try again.', // serialization failure
  '40P01': 'The record was changed at the same time. Please try again.', // deadlock
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The driver's error inside a Drizzle query error (or the error itself when it is the driver's). */
export const driverErrorOf = (error: unknown): DriverError | undefined => {
  for (let e = error as DriverError | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) return e;
    e = (e as { cause?: DriverError }).cause;
  }
  return undefined;
};

/** SQLSTATEs of a connection PostgreSQL ended or refused (class 08, shutdown, too many connections). */
const CONNECTION_STATES = /^(08...|57P0[123]|53300)$/;
/** Node's socket errors and pg's words for a connection that died (no SQLSTATE). */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_WORDS =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection ended)/;

export const DATABASE_UNAVAILABLE = 'The database is not answering. Please try again in a few seconds.';
/** Seconds a caller is asked to wait after a lost database connection (the pool reconnects meanwhile). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * Whether the error is a lost or refused database connection rather than a fault of the request: the
 * request answers 503 (its transaction died with the connection, so nothing of it was written).
 */
export const isConnectionLost = (error: unknown): boolean => {
  for (let e = error as DriverError | undefined, depth = 0; e && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_STATES.test(code) || SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_WORDS.test(e.message)) return true;
    e = (e as { cause?: DriverError }).cause;
  }
  return false;
};

/** 400 or 409 with a message for an error bad input caused in the database; undefined for a real fault. */
export const describeDatabaseError = (
  error: unknown,
): { statusCode: number; message: string } | undefined => {
  const code = driverErrorOf(error)?.code;
  if (!code) return undefined;
  if (INPUT_ERRORS[code]) return { statusCode: 400, message: INPUT_ERRORS[code] };
  if (CONFLICT_ERRORS[code]) return { statusCode: 409, message: CONFLICT_ERRORS[code] };
  return undefined;
};

/**
 * What a log line may say about a failed request: the error's kind, SQLSTATE and the query text, never
 * its parameters (passwords' hashes, emails, mobiles) nor the driver's detail (which quotes values).
 */
export const loggableError = (error: unknown): Record<string, unknown> => {
  const driver = driverErrorOf(error);
  const query = (error as { query?: unknown }).query;
  const top = error as Error;
  return {
    type: top?.name,
    message: driver ? driver.message : top?.message?.replace(/\nparams: [\s\S]*$/, ''),
    ...(driver ? { code: driver.code, constraint: driver.constraint, table: driver.table } : {}),
    ...(typeof query === 'string' ? { query } : {}),
    stack: top?.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
};
