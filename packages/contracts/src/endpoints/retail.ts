import { defineEndpoints, MANUFACTURER, RETAILER } from '../endpoint';
import { idParamSchema } from '../fields';
import { listAnswerSchema } from '../lists';
import {
  linkableManufacturerSchema,
  linkDecisionSchema,
  linkRequestCreateSchema,
  retailerCreateSchema,
  retailerLinkRequestSchema,
  retailerLinkSchema,
  retailerListQuerySchema,
  retailerRequestListQuerySchema,
  retailerSchema,
  retailerUpdateSchema,
} from '../retail';
import * as z from '../zod';

/**
 * product.md §7 "Retailers": the manufacturer's retailers and link requests, and the retailer's side of
 * linking (no screen in this product): choose a manufacturer, ask, follow.
 */
export const retailEndpoints = {
  ...defineEndpoints('manufacturer: retailers', {
    list: {
      method: 'GET',
      path: '/manufacturer/retailers',
      access: MANUFACTURER,
      summary:
        'My retailers: link records (PENDING, ACCEPTED, REJECTED) with retailer and user; q, status, sort; ' +
        'a plain array, or one page with page/pageSize',
      query: retailerListQuerySchema,
      response: listAnswerSchema('retailers', retailerLinkSchema),
    },
    read: {
      method: 'GET',
      path: '/manufacturer/retailers/:id',
      access: MANUFACTURER,
      summary: 'Read a retailer linked with me, with its user',
      params: idParamSchema,
      response: retailerSchema,
    },
    create: {
      method: 'POST',
      path: '/manufacturer/retailers',
      access: MANUFACTURER,
      summary: 'Create a retailer with its RETAILER user and an ACCEPTED link, within my retailer limit',
      body: retailerCreateSchema,
      response: retailerSchema,
      status: 201,
    },
    update: {
      method: 'PUT',
      path: '/manufacturer/retailers/:id',
      access: MANUFACTURER,
      summary: 'Edit a retailer I created; a blank password keeps the current one',
      params: idParamSchema,
      body: retailerUpdateSchema,
      response: retailerSchema,
    },
  }),
  ...defineEndpoints('manufacturer: retailer requests', {
    requests: {
      method: 'GET',
      path: '/manufacturer/retailers-req',
      access: MANUFACTURER,
      summary: 'Pending link requests from retailers; q, sort; a plain array, or one page with page/pageSize',
      query: retailerRequestListQuerySchema,
      response: listAnswerSchema('requests', retailerLinkSchema),
    },
    decide: {
      method: 'PATCH',
      path: '/manufacturer/retailers-req/:id/status',
      access: MANUFACTURER,
      summary: 'Accept (within my retailer limit) or reject a pending request',
      params: idParamSchema,
      body: linkDecisionSchema,
      response: retailerLinkSchema,
    },
  }),
  ...defineEndpoints('retailer: links', {
    linkableManufacturers: {
      method: 'GET',
      path: '/retailer/manufacturers',
      access: RETAILER,
      summary: 'Manufacturers with an active subscription, to ask for a link',
      response: z.array(linkableManufacturerSchema),
    },
    askForLink: {
      method: 'POST',
      path: '/retailer/link-requests',
      access: RETAILER,
      summary: 'Ask a manufacturer for a link (409 while one is PENDING or ACCEPTED)',
      body: linkRequestCreateSchema,
      response: retailerLinkRequestSchema,
      status: 201,
    },
    ownLinks: {
      method: 'GET',
      path: '/retailer/link-requests',
      access: RETAILER,
      summary: 'My links with manufacturers',
      response: z.array(retailerLinkRequestSchema),
    },
  }),
};
