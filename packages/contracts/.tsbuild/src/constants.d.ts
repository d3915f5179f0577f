/** Business constants of SPEC section 9. */
export declare const MANUFACTURER_PAGE_SIZE = 20;
export declare const MAX_PAGE_SIZE = 100;
export declare const MEDIA_PAGE_SIZE = 25;
export declare const MEDIA_MAX_FILES = 10;
export declare const MIN_PASSWORD = 6;
export declare const MIN_RESET_PASSWORD = 4;
export declare const TOAST_AUTO_CLOSE_MS = 5000;
export declare const CURRENCY_SYMBOL = "\u20B9";
/** Business dates (subscriptions, monthly trends, DD/MM/YYYY) are read in India time. */
export declare const BUSINESS_TIME_ZONE = "Asia/Kolkata";
