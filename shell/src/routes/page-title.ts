/** The product's name: the tab title's suffix, and the whole title where a page has none. */
export const APP_NAME = 'Apparel Admin';

/** What the browser tab reads for a page: "Manufacturers · Apparel Admin". */
export const pageTitle = (title?: string): string => (title ? `${title} · ${APP_NAME}` : APP_NAME);
