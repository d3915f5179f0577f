/** Business constants of SPEC section 9. */
export const MANUFACTURER_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MEDIA_PAGE_SIZE = 25;
export const MEDIA_MAX_FILES = 10;
export const MIN_PASSWORD = 6;
export const MIN_RESET_PASSWORD = 4;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const CURRENCY_SYMBOL = '₹';
/** Business dates (subscriptions, monthly trends, DD/MM/YYYY) are read in India time. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
