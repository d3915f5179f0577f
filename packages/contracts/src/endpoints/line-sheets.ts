import { messageResponseSchema } from '../auth';
import { defineEndpoints, MANUFACTURER, PUBLIC } from '../endpoint';
import { idParamSchema } from '../fields';
import {
  lineSheetInputSchema,
  lineSheetListQuerySchema,
  lineSheetPageSchema,
  lineSheetPdfQuerySchema,
  lineSheetSchema,
  lineSheetShareInputSchema,
  lineSheetShareParamsSchema,
  lineSheetShareSchema,
  lineSheetSharesSchema,
  lineSheetTokenParamsSchema,
  lineSheetViewSchema,
} from '../line-sheets';

/** Line sheets and their shares (product.md §17), the manufacturer's side. */
export const lineSheetEndpoints = defineEndpoints('manufacturer: line sheets', {
  list: {
    method: 'GET',
    path: '/line-sheets',
    access: MANUFACTURER,
    summary: 'One page of my line sheets, newest first, with their product and share counts',
    query: lineSheetListQuerySchema,
    response: lineSheetPageSchema,
  },
  read: {
    method: 'GET',
    path: '/line-sheets/:id',
    access: MANUFACTURER,
    summary: 'A line sheet with its products in order',
    params: idParamSchema,
    response: lineSheetSchema,
  },
  create: {
    method: 'POST',
    path: '/line-sheets',
    access: MANUFACTURER,
    summary: 'Create a line sheet of my products (in the order buyers see them)',
    body: lineSheetInputSchema,
    response: lineSheetSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/line-sheets/:id',
    access: MANUFACTURER,
    summary: 'Change a line sheet; its links show the change at once',
    params: idParamSchema,
    body: lineSheetInputSchema,
    response: lineSheetSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/line-sheets/:id',
    access: MANUFACTURER,
    summary: 'Delete a line sheet and every link to it',
    params: idParamSchema,
    status: 204,
  },
  shares: {
    method: 'GET',
    path: '/line-sheets/:id/shares',
    access: MANUFACTURER,
    summary: "The sheet's links by retailer, newest first, with views and the last open (no tokens)",
    params: idParamSchema,
    response: lineSheetSharesSchema,
  },
  share: {
    method: 'POST',
    path: '/line-sheets/:id/shares',
    access: MANUFACTURER,
    summary: 'A new private link per accepted retailer (token, url and WhatsApp link answered once)',
    params: idParamSchema,
    body: lineSheetShareInputSchema,
    response: lineSheetSharesSchema,
    status: 201,
  },
  revoke: {
    method: 'POST',
    path: '/line-sheets/:id/shares/:shareId/revoke',
    access: MANUFACTURER,
    summary: 'Revoke a link: it answers 404 from now on',
    params: lineSheetShareParamsSchema,
    response: lineSheetShareSchema,
  },
  pdf: {
    method: 'GET',
    path: '/line-sheets/:id/pdf',
    access: MANUFACTURER,
    summary: 'The sheet as an A4 PDF priced for one of my accepted retailers',
    params: idParamSchema,
    query: lineSheetPdfQuerySchema,
    file: true,
  },
});

/** The buyer's view of a shared line sheet (product.md §17): no sign-in, the link's token is the key. */
export const publicLineSheetEndpoints = defineEndpoints('public: line sheets', {
  view: {
    method: 'GET',
    path: '/public/line-sheets/:token',
    access: PUBLIC,
    summary:
      "The sheet as the link's retailer sees it, live, with its prices; each call counts as an open (rate-limited per address)",
    params: lineSheetTokenParamsSchema,
    response: lineSheetViewSchema,
    otherResponses: { 404: messageResponseSchema },
  },
  pdf: {
    method: 'GET',
    path: '/public/line-sheets/:token/pdf',
    access: PUBLIC,
    summary: "The sheet as an A4 PDF with the link's retailer's prices (rate-limited per address)",
    params: lineSheetTokenParamsSchema,
    file: true,
    otherResponses: { 404: messageResponseSchema },
  },
});
