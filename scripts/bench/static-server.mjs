// A stand-in for the API server's static hosting, with the same paths: the shell at / (SPA fallback),
// <registry>/ at /remotes/, <registry>/remotes.json at /remotes.json, and /api proxied to API_TARGET.
// No compression, like a server without it: the bench gzips bodies itself.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as forward } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { registryAnswer } from '../remotes/registry.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const fileOf = async (root, urlPath) => {
  const path = join(root, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? path : null;
};

const send = (res, path, cacheControl) => {
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  });
  createReadStream(path).pipe(res);
};

export function startStaticServer({ shellDir, registry, port = 0, apiTarget = 'http://localhost:8080' }) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) {
      const target = new URL(req.url, apiTarget);
      const proxied = forward(target, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      proxied.on('error', () => {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end('{"message":"API server not running"}');
      });
      req.pipe(proxied);
      return;
    }
    if (url.pathname === '/remotes.json') {
      const answer = await registryAnswer(registry);
      if (answer) {
        res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
        return res.end(JSON.stringify(answer));
      }
      const path = await fileOf(registry, 'remotes.json');
      if (path) return send(res, path, 'no-cache');
    } else if (url.pathname.startsWith('/remotes/')) {
      const path = await fileOf(registry, url.pathname.slice('/remotes/'.length));
      if (path) return send(res, path, 'public, max-age=31536000, immutable');
    } else {
      const path = await fileOf(shellDir, url.pathname);
      if (path) return send(res, path, 'no-cache');
      if (!extname(url.pathname)) return send(res, join(shellDir, 'index.html'), 'no-cache');
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    );
  });
}
