/**
 * What the panel serves a registry file as: a remote's build needs scripts, stylesheets,
 * JSON, source maps, fonts and raster images, and only those are sent with their own type. Any other
 * file is a download, so nothing a publisher ships can open as a page on the panel's origin.
 */
const INLINE_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

const DOWNLOAD_TYPE = 'application/octet-stream';

/** How one file is sent: its type, whether it is a download, and the extension of its storage key. */
export type RegistryFileType = { contentType: string; download: boolean; extension: string };

const extensionOf = (name: string) => {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

/** A chunk (`.js`) is a script; a `.txt`, an `.html`, or a `.br` copy asked for by its own name is a download. */
export const registryFileType = (name: string): RegistryFileType => {
  const extension = extensionOf(name);
  const inline = INLINE_TYPES[extension];
  return inline
    ? { contentType: inline, download: false, extension }
    : { contentType: DOWNLOAD_TYPE, download: true, extension: 'bin' };
};

/** A download is never rendered; should a browser render it anyway, the sandbox gives it no origin and no script. */
export const DOWNLOAD_HEADERS = {
  'content-disposition': 'attachment',
  'content-security-policy': "sandbox; default-src 'none'",
} as const;
