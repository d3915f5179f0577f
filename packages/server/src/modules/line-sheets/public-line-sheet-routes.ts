import { publicLineSheetEndpoints as endpoints, LINE_SHEET_MSG } from '@apparel/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { notFound, tooManyRequests } from '../../errors';
import { createThrottle, type ThrottleRule } from '../auth/throttle';
import { addEndpoint } from '../shared/endpoint-route';
import type { LineSheetPdfs } from './line-sheet-pdf-files';
import type { LineSheetShares } from './line-sheet-shares';
import type { LineSheetViews } from './line-sheet-views';

/** Opens of the public calls per client address (a buyer reloading is far below; guessing links is far above). */
export const LINE_SHEET_ADDRESS_RULE: ThrottleRule = { limit: 120, windowMs: 60_000 };

export type PublicLineSheetOptions = {
  db: Database;
  clock: Clock;
  shares: LineSheetShares;
  views: LineSheetViews;
  pdfs: LineSheetPdfs;
  addressRule?: ThrottleRule;
};

/** No search engine keeps a buyer's page, no cache keeps its prices. */
const privately = (reply: FastifyReply) =>
  reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');

/**
 * GET /public/line-sheets/{token} and its PDF (product.md §17): no sign-in; the token is the key. Each
 * call is counted per address (the OTP calls' database throttle) before the token is looked up, and an
 * unknown, revoked or expired token answers 404 with the same words.
 */
export const publicLineSheetRoutes: FastifyPluginAsyncZod<PublicLineSheetOptions> = async (
  app,
  { db, clock, shares, views, pdfs, addressRule = LINE_SHEET_ADDRESS_RULE },
) => {
  const throttle = createThrottle(db, clock);
  const openLink = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    privately(reply);
    const take = await throttle.take(`line-sheet:address:${request.ip}`, addressRule);
    if (!take.allowed)
      throw tooManyRequests(
        `Too many requests. Try again in ${Math.max(1, Math.ceil(take.retryAfterMs / 1000))} seconds.`,
      );
    const share = await shares.open(request.params.token);
    if (!share) throw notFound(LINE_SHEET_MSG.noLongerAvailable);
    return share;
  };

  addEndpoint(app, endpoints.view, async (request, reply) => {
    const share = await openLink(request, reply);
    const [view] = await Promise.all([
      views.view(share),
      shares.recordView(share.shareId, request.headers['user-agent']),
    ]);
    if (!view) throw notFound(LINE_SHEET_MSG.noLongerAvailable);
    return view;
  });

  addEndpoint(app, endpoints.pdf, async (request, reply) => {
    const share = await openLink(request, reply);
    const file = await pdfs.render(share);
    if (!file) throw notFound(LINE_SHEET_MSG.noLongerAvailable);
    return reply
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="line-sheet.pdf"',
      })
      .send(file);
  });
};
