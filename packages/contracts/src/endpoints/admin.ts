import {
  adminCreateSchema,
  adminListQuerySchema,
  adminSchema,
  adminUpdateSchema,
  manufacturerPageSchema,
  manufacturerSchema,
  manufacturerSearchSchema,
  subscriptionFormSchema,
  subscriptionSchema,
} from '../admin';
import { adminDashboardSchema } from '../admin-dashboard';
import { defineEndpoints, SUPER_ADMIN } from '../endpoint';
import { idParamSchema } from '../fields';
import { listAnswerSchema } from '../lists';

const FORM_PARTS =
  'multipart/form-data with the fields name, description, address, state, city, gstin, user[name], ' +
  'user[email], user[mobile], user[password] and an optional file `logo` (PNG, JPEG, WebP or GIF, at most 2 MB).';

/** The super admin's area (product.md §7 "Super admin"): manufacturers, subscriptions and admin users. */
export const adminEndpoints = {
  ...defineEndpoints('admin: dashboard', {
    dashboard: {
      method: 'GET',
      path: '/admin/dashboard',
      access: SUPER_ADMIN,
      summary: 'The platform at a glance: manufacturers by subscription, subscriptions ending soon, admins',
      response: adminDashboardSchema,
    },
  }),
  ...defineEndpoints('admin: manufacturers', {
    searchManufacturers: {
      method: 'POST',
      path: '/admin/manufacturers/search',
      access: SUPER_ADMIN,
      summary: 'Search manufacturers by name (anywhere, any case) and state, one page at a time',
      body: manufacturerSearchSchema,
      response: manufacturerPageSchema,
    },
    createManufacturer: {
      method: 'POST',
      path: '/admin/manufacturers',
      access: SUPER_ADMIN,
      summary: 'Create a manufacturer with its login user',
      description: FORM_PARTS,
      response: manufacturerSchema,
      status: 201,
      multipart: true,
    },
    readManufacturer: {
      method: 'GET',
      path: '/admin/manufacturers/:id',
      access: SUPER_ADMIN,
      summary: 'Read a manufacturer',
      params: idParamSchema,
      response: manufacturerSchema,
    },
    updateManufacturer: {
      method: 'PUT',
      path: '/admin/manufacturers/:id',
      access: SUPER_ADMIN,
      summary: 'Edit a manufacturer; a blank password and a missing logo keep the current ones',
      description: FORM_PARTS,
      params: idParamSchema,
      response: manufacturerSchema,
      multipart: true,
    },
    /** Singular "manufacturer", as product.md §7 names it. */
    saveSubscription: {
      method: 'POST',
      path: '/admin/manufacturer/:id/subscription',
      access: SUPER_ADMIN,
      summary: "Create or replace a manufacturer's subscription (calendar dates, end date inclusive)",
      params: idParamSchema,
      body: subscriptionFormSchema,
      response: subscriptionSchema,
    },
  }),
  ...defineEndpoints('admin: admins', {
    listAdmins: {
      method: 'GET',
      path: '/admin/admins',
      access: SUPER_ADMIN,
      summary: 'List admins; q, sort; a plain array, or one page with page/pageSize',
      query: adminListQuerySchema,
      response: listAnswerSchema('admins', adminSchema),
    },
    readAdmin: {
      method: 'GET',
      path: '/admin/admins/:id',
      access: SUPER_ADMIN,
      summary: 'Read an admin',
      params: idParamSchema,
      response: adminSchema,
    },
    createAdmin: {
      method: 'POST',
      path: '/admin/admins',
      access: SUPER_ADMIN,
      summary: 'Create an admin',
      body: adminCreateSchema,
      response: adminSchema,
      status: 201,
    },
    updateAdmin: {
      method: 'PUT',
      path: '/admin/admins/:id',
      access: SUPER_ADMIN,
      summary: 'Edit an admin: name and password; email and mobile cannot change; a blank password keeps it',
      params: idParamSchema,
      body: adminUpdateSchema,
      response: adminSchema,
    },
  }),
};
