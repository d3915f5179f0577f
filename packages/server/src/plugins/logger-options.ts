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

/**
 * A line sheet link's token in a URL (product.md §17: the buyer's page /l/{token} and the public calls
 * /api/public/line-sheets/{token}[/pdf]): the token is the key to the sheet, so no log line keeps it.
 */
const LINK_TOKEN_IN_URL = /(\/l\/|\/public\/line-sheets\/)[^/?#]+/g;

/** A URL as the logs may keep it: link tokens replaced. */
export const redactedUrl = (url: string): string => url.replace(LINK_TOKEN_IN_URL, '$1[redacted]');

/** Fastify's request fields in a log line, with the URL's link token redacted. */
const requestSerializer = (request: {
  method?: string;
  url?: string;
  hostname?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
}) => ({
  method: request.method,
  url: request.url === undefined ? undefined : redactedUrl(request.url),
  host: request.host ?? request.hostname,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Pino options of the server: the level, and secrets redacted (the error handler logs no query parameters). */
export const loggerOptions = (level: string) => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: { req: requestSerializer },
});
