/** The product's name: the tab title, the top bar, the sign-in card and the server's first paint. */
export const PRODUCT_NAME = 'Apparel Admin';

/** Business constants of product.md §9. */
export const MANUFACTURER_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Pages beyond this are refused rather than turned into a huge OFFSET. */
export const MAX_PAGE_NUMBER = 1_000_000;
export const MAX_SUBSCRIPTION_LIMIT = 1_000_000;
export const MEDIA_PAGE_SIZE = 25;
export const MEDIA_MAX_FILES = 10;
export const MIN_PASSWORD = 6;
export const MIN_RESET_PASSWORD = 4;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const CURRENCY_SYMBOL = '₹';
/** Business dates (subscriptions, monthly trends, DD/MM/YYYY) are read in India time. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
/**
 * Where the browser remembers the chosen colour scheme (Mantine's localStorage manager in
 * packages/ui/src/theme/color-scheme.ts, and the server's first paint, which reads it before the app starts).
 */
export const COLOR_SCHEME_KEY = 'apparel-color-scheme';
/**
 * The buyer's line sheet (product.md §17): its links are `/l/{token}`, and the server answers them with
 * the shell's page of this name (its own small entry, not the admin's index.html).
 */
export const LINE_SHEET_LINK_PREFIX = '/l/';
export const LINE_SHEET_PAGE_FILE = 'line-sheet.html';
