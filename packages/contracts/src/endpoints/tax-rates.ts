import { defineEndpoints, SUPER_ADMIN } from '../endpoint';
import { idParamSchema } from '../fields';
import { taxRateFormSchema, taxRateListSchema, taxRateSchema } from '../tax-rates';

/** GST rates as data, kept by the super admin. */
export const taxRateEndpoints = defineEndpoints('admin: tax rates', {
  list: {
    method: 'GET',
    path: '/admin/tax-rates',
    access: SUPER_ADMIN,
    summary: 'Every GST rate rule: HSN prefix, effective from, net value per piece band, rate',
    response: taxRateListSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/tax-rates',
    access: SUPER_ADMIN,
    summary: 'Add a GST rate rule (a later effective date replaces the earlier rules of its prefix)',
    body: taxRateFormSchema,
    response: taxRateSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/admin/tax-rates/:id',
    access: SUPER_ADMIN,
    summary: 'Correct a GST rate rule no document used; a used one only takes a valid-to date',
    params: idParamSchema,
    body: taxRateFormSchema,
    response: taxRateSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/tax-rates/:id',
    access: SUPER_ADMIN,
    summary: 'Delete a GST rate rule no issued document used (409 otherwise: close it by a valid-to date)',
    params: idParamSchema,
    status: 204,
  },
});
