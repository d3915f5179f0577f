import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { LINE_SHEET_PAGE_FILE } from '@apparel/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { shellStartFor } from './page-preloads';
import { remoteFileReader } from './remote-files';
import { remoteRegistrySite } from './remote-registry-site';
import { resolveRemotes } from './remotes-answer';
import { shellHtml } from './shell-html';

export type StaticSiteOptions = {
  shellDir: string;
  /** Whether a line sheet link's token still opens (the buyer's page answers 404 when not). */
  linkOpens?: (token: string) => Promise<boolean>;
};

/** The buyer's page of a line sheet link (product.md §17): the shell, never indexed. */
const LINK_PAGE = /^\/l\/([^/]+)\/?$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A content hash in a file name (app.3f9a1c2e.js, chunk-3f9a1c2e.css) means it never changes. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Paths that are never a client route of the shell: they answer 404 when missing. */
const NOT_SHELL_ROUTES = /^\/(api|remotes|uploads)(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Apparel admin: not built yet</title></head>
<body><h1>The web app is not built yet</h1>
<p>Run <code>pnpm build</code> in the repository, then reload this page.
The API is already up: <a href="/api/health">/api/health</a>.</p></body></html>
`;

/** The file a response stands for: main.3f9a1c2e.js for main.3f9a1c2e.js.br. */
export const servedName = (path: string) => basename(path).replace(/\.(br|gz)$/, '');

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** A browser navigating to a client route (GET, wants HTML) that no file answers. */
const isShellRoute = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !NOT_SHELL_ROUTES.test(pathOf(request)) &&
  (pathOf(request) === '/' ||
    pathOf(request) === '/index.html' ||
    (request.headers.accept ?? '').includes('text/html'));

/** A page composed per request, never cached, compressed for the browser when it accepts it. */
const sendHtml = (request: FastifyRequest, reply: FastifyReply, html: string) => {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('vary', 'accept-encoding');
  const accepts = acceptedEncodings(request);
  if (accepts.has('br'))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (accepts.has('gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
};

/** The encodings an Accept-Encoding header allows (`br;q=0` refuses brotli). */
const acceptedEncodings = (request: FastifyRequest) =>
  new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );

/**
 * Serves the built shell at / (SPA fallback to index.html), the remotes registry at /remotes/**
 * and the pin file /remotes.json, with cache headers that let versioned files live forever.
 * A `.br` or `.gz` file next to a built file is sent instead when the browser accepts it.
 */
export const staticSite = fp<StaticSiteOptions>(async (app, { shellDir, linkOpens }) => {
  const shellIndex = join(shellDir, 'index.html');

  /**
   * index.html with the pins this request gets and the requested page's preloads inlined
   * (shell-html.ts), compressed for the browser when it accepts it. Without pins (nothing published,
   * a broken pin file) it is the plain page: the shell then asks /remotes.json and shows the failure.
   */
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const indexHtml = await readFile(shellIndex, 'utf8').catch(() => null);
    if (indexHtml === null) {
      const page = reply.code(503).type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
      return page.send(NOT_BUILT_PAGE);
    }
    let html = indexHtml;
    try {
      const answer = await resolveRemotes(request, reply);
      html = shellHtml(
        indexHtml,
        await shellStartFor(answer, pathOf(request), remoteFileReader(app.remoteFiles)),
      );
    } catch (error) {
      request.log.warn({ err: error }, 'the shell page is sent without its start-up answer');
    }
    return sendHtml(request, reply, html);
  };

  /**
   * The buyer's line sheet (product.md §17): the shell's own small page for it (line-sheet.html, an
   * entry without the admin's router, Mantine and remotes), so a phone loads only what the sheet needs.
   */
  const sendLineSheetPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await readFile(join(shellDir, LINE_SHEET_PAGE_FILE), 'utf8').catch(() => null);
    if (page === null) return sendShell(request, reply);
    return sendHtml(request, reply, page);
  };

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    suppressWarning: true,
    // index.html is composed per request (sendShell), never sent as the file.
    allowedPath: (path) => !NOT_SHELL_ROUTES.test(path) && path !== '/' && path !== '/index.html',
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED_NAME.test(servedName(path)) ? IMMUTABLE : REVALIDATE);
    },
  });

  await app.register(remoteRegistrySite);

  // Each pinned remote's manifest URL and routes, read on every request: a pin applies without a restart.
  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const answer = await resolveRemotes(request, reply);
    return reply.header('cache-control', REVALIDATE).type('application/json; charset=utf-8').send(answer);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const link = pathOf(request).startsWith('/l/') ? LINK_PAGE.exec(pathOf(request)) : null;
    if (link && isShellRoute(request)) {
      // The page carries noindex and no referrer (the token is in its URL); the shell draws the sheet
      // or "This line sheet is no longer available", and the status says which.
      reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      const token = link[1] ?? '';
      if (linkOpens && !(await linkOpens(token).catch(() => true))) reply.code(404);
      return sendLineSheetPage(request, reply);
    }
    if (isShellRoute(request)) return sendShell(request, reply);
    throw notFound(`Not found: ${request.method} ${pathOf(request)}`);
  });
});
