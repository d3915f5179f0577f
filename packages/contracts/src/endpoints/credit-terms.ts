import { retailerTermsInputSchema, retailerTermsSchema } from '../credit-terms';
import { defineEndpoints, MANUFACTURER } from '../endpoint';
import { idParamSchema } from '../fields';

/** product.md §16: a retailer link's credit terms (payment days, credit limit, tolerance, minimum order). */
export const creditTermsEndpoints = defineEndpoints('manufacturer: credit terms', {
  read: {
    method: 'GET',
    path: '/manufacturer/retailers/:id/terms',
    access: MANUFACTURER,
    summary:
      "A linked retailer's credit terms (defaults until set: 0 days, no limit, ₹0 tolerance, no minimum)",
    params: idParamSchema,
    response: retailerTermsSchema,
  },
  update: {
    method: 'PUT',
    path: '/manufacturer/retailers/:id/terms',
    access: MANUFACTURER,
    summary:
      'Set the credit terms; invoices keep the due dates they were issued with, new orders are held by the new ones',
    params: idParamSchema,
    body: retailerTermsInputSchema,
    response: retailerTermsSchema,
  },
});
