import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { remoteRegistrySite } from './remote-registry-site';
import { resolveRemotes } from './remotes-answer';

export type StaticSiteOptions = { shellDir: string };

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
  (pathOf(request) === '/' || (request.headers.accept ?? '').includes('text/html'));

/**
 * Serves the built shell at / (SPA fallback to index.html), the remotes registry at /remotes/**
 * and the pin file /remotes.json, with cache headers that let versioned files live forever.
 * A `.br` or `.gz` file next to a built file is sent instead when the browser accepts it.
 */
export const staticSite = fp<StaticSiteOptions>(async (app, { shellDir }) => {
  const shellIndex = join(shellDir, 'index.html');
  const sendShell = async (reply: FastifyReply) => {
    const built = await access(shellIndex).then(
      () => true,
      () => false,
    );
    if (built) return reply.sendFile('index.html', shellDir);
    const page = reply.code(503).type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
    return page.send(NOT_BUILT_PAGE);
  };

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    redirect: false,
    cacheControl: false,
    suppressWarning: true,
    allowedPath: (path) => !NOT_SHELL_ROUTES.test(path),
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
    if (isShellRoute(request)) return sendShell(reply);
    throw notFound(`Not found: ${request.method} ${pathOf(request)}`);
  });
});
