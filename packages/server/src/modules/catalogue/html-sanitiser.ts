import sanitizeHtml from 'sanitize-html';

/**
 * Exactly what the Full Description editor produces (SPEC 2): headers 1-3, paragraphs, bold, italic,
 * underline, links (http, https, mailto), ordered and bullet lists, line breaks. Anything else is
 * dropped: other tags keep their text, script and style lose their content, attributes such as
 * `onerror` or `style` are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'p', 'strong', 'em', 'u', 'a', 'ol', 'ul', 'li', 'br'],
  allowedAttributes: { a: ['href', { name: 'target', values: ['_blank'] }, 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export const sanitizeFullDesc = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
