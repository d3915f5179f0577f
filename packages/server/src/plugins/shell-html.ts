import type { RemotesAnswer } from '@apparel/contracts';
import { type FirstPaint, firstPaintBody, firstPaintScript, firstPaintStyle } from './first-paint';

/** What the shell's HTML carries for one page load (issue 20): no request is needed before the remote's entry. */
export interface ShellStart {
  /** The pins this request gets: the same answer /remotes.json would give. */
  answer: RemotesAnswer;
  /** The owning remote's mf-manifest.json, by its URL, so the runtime does not fetch it. */
  manifests: Record<string, unknown>;
  /** Scripts the requested page needs first (the remote entry, the page module's chunks), in load order. */
  preloads: string[];
  /** What the page paints before its JavaScript (first-paint.ts); null where no page route matches. */
  firstPaint: FirstPaint | null;
}

/** The id of the `<script type="application/json">` the shell reads its start-up answer from. */
export const SHELL_START_ID = 'remotes-answer';

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` as \u escapes (no `</script>` or
 * `<!--` can end the element early), and the two line separators JavaScript once rejected.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The empty mount point of the built index.html, which the first paint fills. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell's index.html with its start-up answer inlined and preload hints for the page, put at the
 * end of <head> (or in front of the document's content when it has no head), and the page's first
 * paint in #root with its styles, and its script in front of the page's links (first-paint.ts). The
 * scripts are classic scripts the runtime adds without `crossorigin`, so the hints are
 * `preload as=script` without it too (a hint in another mode would be fetched twice).
 */
export function shellHtml(indexHtml: string, start: ShellStart): string {
  const paint = start.firstPaint && indexHtml.includes(EMPTY_ROOT) ? start.firstPaint : null;
  const hints = start.preloads.map(
    (href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`,
  );
  const data = `<script type="application/json" id="${SHELL_START_ID}">${scriptSafeJson({
    answer: start.answer,
    manifests: start.manifests,
  })}</script>`;
  let html = indexHtml;
  const inserted = [...(paint ? [firstPaintStyle()] : []), ...hints, data];
  if (paint) {
    // A replacement function: a title or label holding $&, $` or $' is text, not a replacement pattern.
    html = html.replace(EMPTY_ROOT, () => `<div id="root">${firstPaintBody(paint)}</div>`);
    const firstLink = html.search(/<link |<\/head>/i);
    if (firstLink >= 0) html = html.slice(0, firstLink) + firstPaintScript() + html.slice(firstLink);
    else inserted.unshift(firstPaintScript());
  }
  const headEnd = html.search(/<\/head>/i);
  if (headEnd >= 0) return html.slice(0, headEnd) + inserted.join('') + html.slice(headEnd);
  const doctype = html.match(/^\s*<!doctype[^>]*>/i)?.[0] ?? '';
  return doctype + inserted.join('') + html.slice(doctype.length);
}
