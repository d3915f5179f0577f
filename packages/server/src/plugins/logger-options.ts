/** Log keys whose values are secrets or personal data: replaced in every log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'password',
  'newPassword',
  'passwordHash',
  'token',
  'otp',
  'params',
  '*.password',
  '*.newPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.otp',
  '*.params',
  '*.*.password',
  '*.*.passwordHash',
  '*.*.params',
];

/** Pino options of the server: the level, and secrets redacted (the error handler logs no query parameters). */
export const loggerOptions = (level: string) => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
});
