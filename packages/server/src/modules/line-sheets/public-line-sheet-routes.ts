import { publicLineSheetEndpoints as endpoints, LINE_SHEET_MSG } from '@apparel/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { notFound, tooManyRequests } from '../../errors';
import type { ThrottleRule } from '../auth/throttle';
import { addEndpoint } from '../shared/endpoint-route';
import type { LineSheetPdfs } from './line-sheet-pdf-files';
import type { LineSheetShares } from './line-sheet-shares';
import type { LineSheetViews } from './line-sheet-views';

/** Opens of the public calls per client address (a buyer reloading is far below; guessing links is far above). */
export const LINE_SHEET_ADDRESS_RULE: ThrottleRule = { limit: 120, windowMs: 60_000 };

/** Addresses one instance keeps windows for; past it the windows start again (a flood of addresses). */
const MAX_ADDRESSES = 100_000;

/**
 * Calls per address in fixed windows, kept in this instance's memory: unlike the OTP calls' database
 * throttle (`createThrottle`), it adds no write and no shared row to every open of a buyer's page
 * (docs/performance.md, "Line sheets"). A 256-bit token leaves nothing to guess, so the limit is
 * against scraping and load, where a per-instance count is enough.
 */
export const createAddressWindows = (clock: Clock, rule: ThrottleRule) => {
  const windows = new Map<string, { start: number; count: number }>();
  return (address: string): { allowed: boolean; retryAfterMs: number } => {
    const now = clock().getTime();
    const seen = windows.get(address);
    const window = seen && now - seen.start < rule.windowMs ? seen : { start: now, count: 0 };
    window.count += 1;
    if (!seen && windows.size >= MAX_ADDRESSES) windows.clear();
    windows.set(address, window);
    return { allowed: window.count <= rule.limit, retryAfterMs: window.start + rule.windowMs - now };
  };
};

export type PublicLineSheetOptions = {
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
 * call is counted per address (`createAddressWindows`) before the token is looked up, and an unknown,
 * revoked or expired token answers 404 with the same words.
 */
export const publicLineSheetRoutes: FastifyPluginAsyncZod<PublicLineSheetOptions> = async (
  app,
  { clock, shares, views, pdfs, addressRule = LINE_SHEET_ADDRESS_RULE },
) => {
  const take = createAddressWindows(clock, addressRule);
  const openLink = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    privately(reply);
    const counted = take(request.ip);
    if (!counted.allowed)
      throw tooManyRequests(
        `Too many requests. Try again in ${Math.max(1, Math.ceil(counted.retryAfterMs / 1000))} seconds.`,
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
