import { MSG, TEXT_LIMITS } from '@apparel/contracts';
import sanitizeHtml from 'sanitize-html';
import { badRequest } from '../../errors';

/**
 * Exactly what the Full Description editor produces (product.md §2): headers 1-3, paragraphs, bold, italic,
 * underline, links (http, https, mailto), ordered and bullet lists, line breaks. Anything else is
 * dropped: other tags keep their text, script and style lose their content, attributes such as
 * `onerror` or `style` are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'p', 'strong', 'em', 'u', 'a', 'ol', 'ul', 'li', 'br'],
  allowedAttributes: { a: ['href', { name: 'target', values: ['_blank'] }, 'rel'] },
  // Whatever rel a link had (`opener` included), the stored one never gives the opened page a handle on ours.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Markup made only of the allowed tags without attributes, and text without `<`: nothing to remove. */
const BARE_ALLOWED = /^(?:[^<]|<\/?(?:h[1-3]|p|strong|em|u|ol|ul|li)>|<br ?\/?>)*$/;

/** The HTML reduced to the editor's tags (plain editor output, e.g. each row of an import, passes as is). */
export const sanitizeFullDesc = (html: string): string =>
  BARE_ALLOWED.test(html) && !html.includes('&') ? html.trim() : sanitizeHtml(html, OPTIONS).trim();

/** The stored Full Description's limit, measured on what is stored: escaping (`>` to `&gt;`) can grow a text. */
export const STORED_TOO_LONG = `${MSG.tooLong(TEXT_LIMITS.richText.max)} once stored`;

/**
 * The Full Description as it will be stored: sanitised, then measured, so whatever is stored can be
 * saved again and re-imported unchanged (sanitising is idempotent). 400 when it is too long.
 */
export const storedFullDesc = (html: string): string => {
  const stored = sanitizeFullDesc(html);
  if (stored.length > TEXT_LIMITS.richText.max) throw badRequest(`Full Description: ${STORED_TOO_LONG}`);
  return stored;
};
