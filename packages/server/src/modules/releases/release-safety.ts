/**
 * What a release may not hold, so that publishing alone changes nothing a browser runs:
 * a release token may publish one remote, yet its files are served on the panel's origin, where a
 * document would run with a signed-in super admin's session.
 */

/**
 * Pages and the formats a browser renders as one (XML, SVG with its scripts and handlers), and their
 * precompressed copies. No remote's build ships any (the builds write scripts, stylesheets and JSON);
 * an image a page needs goes in its bundle or in the media library.
 */
const DOCUMENT = /\.(html?|xhtml|xht|shtml|mht|mhtml|xml|xsl|xslt|svg|svgz)(\.(br|gz))?$/i;

/** The first document among a release's files, named, or null. */
export const documentRefusal = (names: Iterable<string>): string | null => {
  for (const name of names)
    if (DOCUMENT.test(name))
      return (
        `The archive holds ${name}: a remote release may not hold pages, XML or SVG documents ` +
        '(.html, .htm, .xhtml, .xml, .xsl, .svg), which a browser would run as the panel'
      );
  return null;
};

/** Any origin stands for the panel's here: what matters is whether a publicPath leaves it. */
const PANEL_FOLDER = new URL('https://panel.invalid/remotes/mf-remote/1.0.0/');

/**
 * A manifest that sends the browser to another origin for the remote's files (an absolute URL, or
 * `//host` and the spellings a browser reads as it), or that carries code deciding where
 * (`getPublicPath`, which a federation runtime evaluates): the remote's files must be the ones the
 * registry verified and serves.
 */
export const publicPathRefusal = (manifest: unknown): string | null => {
  const metaData = (manifest as { metaData?: { publicPath?: unknown; getPublicPath?: unknown } } | null)
    ?.metaData;
  if (metaData?.getPublicPath !== undefined)
    return "mf-manifest.json's getPublicPath is code choosing where the remote loads from: a remote is served from the panel's /remotes/ only";
  const publicPath = metaData?.publicPath;
  if (publicPath === undefined) return null;
  if (typeof publicPath !== 'string') return "mf-manifest.json's publicPath is not a string";
  let origin: string | null = null;
  try {
    origin = new URL(publicPath, PANEL_FOLDER).origin;
  } catch {
    // not a URL a browser could load from either
  }
  return origin === PANEL_FOLDER.origin
    ? null
    : `mf-manifest.json's publicPath ${JSON.stringify(publicPath.slice(0, 200))} is another origin: ` +
        "a remote is served from the panel's /remotes/ only";
};
