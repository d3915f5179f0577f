import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/** The only link targets the server keeps (product.md: the editor's tags; `a` with http, https or mailto). */
export const isAllowedHref = (href: string) => /^(https?:\/\/|mailto:)/i.test(href.trim());

/** "shop.example.com" -> "https://shop.example.com"; an address with @ becomes a mailto link. */
export const normaliseHref = (typed: string) => {
  const href = typed.trim();
  if (!href || isAllowedHref(href)) return href;
  if (/^[^\s/:@]+@[^\s/:@]+\.[^\s/:@]+$/.test(href)) return `mailto:${href}`;
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) return '';
  return `https://${href}`;
};

/**
 * Headers 1-3, bold, italic, underline, link, ordered and bullet lists and nothing else: StarterKit's
 * other marks and nodes are turned off (with them go their shortcuts and input rules), so what the
 * server keeps after sanitising is what the user saw. Paragraphs, line breaks and undo stay.
 */
export const descriptionExtensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
    heading: { levels: [1, 2, 3] },
    // No empty paragraph appended after a list or heading: the stored HTML is what the user typed.
    trailingNode: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['mailto'],
    isAllowedUri: (url) => isAllowedHref(url),
    // No target="_blank": the server keeps only href on links.
    HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' },
  }),
];
