import { PRODUCT_NAME } from '@apparel/contracts';

/** What the browser tab reads for a page: "Manufacturers · Apparel Admin". */
export const pageTitle = (title?: string): string => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);
