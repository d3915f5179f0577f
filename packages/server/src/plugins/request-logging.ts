import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's own log lines without the two it writes for every request ("incoming request",
 * "request completed"): at info level they were a measured share of each request's CPU time
 * (docs/performance/server.md). Everything that reports a fault stays: a request that ended with an error,
 * stream and serializer errors, 5xx from the default handler (our error handler logs its own 5xx).
 */
export class ErrorsOnlyRequestLogging extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
  }
}
