import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger (`request.log`, `reply.log`) that becomes pino's child logger, with the request's
 * id bound, the first time the request logs. Most requests log nothing (ErrorsOnlyRequestLogging), and
 * making the child cost every request an allocation and a pass of the id through the redaction of
 * logger-options.ts (its paths start with a wildcard): a measured share of the products list's garbage
 * (docs/performance/catalogue.md, "The list's p99 beside 1,000,000 orders, round 2"). The lines
 * written are the child's own, so they are the same.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level() {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: LogArguments) {
    this.logger.fatal(...args);
  }

  error(...args: LogArguments) {
    this.logger.error(...args);
  }

  warn(...args: LogArguments) {
    this.logger.warn(...args);
  }

  info(...args: LogArguments) {
    this.logger.info(...args);
  }

  debug(...args: LogArguments) {
    this.logger.debug(...args);
  }

  trace(...args: LogArguments) {
    this.logger.trace(...args);
  }

  silent(...args: LogArguments) {
    this.logger.silent(...args);
  }

  child(bindings: Bindings, options?: ChildOptions) {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger made on first use (see RequestLogger). */
export const requestLoggerOnFirstUse = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger => new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
