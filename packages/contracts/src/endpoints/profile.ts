import { defineEndpoints } from '../endpoint';
import { profileSchema, profileUpdateSchema } from '../profile';
import { PANEL_ROLES } from '../roles';

/** The signed-in user's own profile, for the panel's two roles. */
export const profileEndpoints = defineEndpoints('profile', {
  read: {
    method: 'GET',
    path: '/auth/profile',
    access: { roles: PANEL_ROLES },
    summary: 'Read my profile',
    response: profileSchema,
  },
  update: {
    method: 'PUT',
    path: '/auth/profile',
    access: { roles: PANEL_ROLES },
    summary: 'Update my name (and my manufacturer details)',
    body: profileUpdateSchema,
    response: profileSchema,
  },
});
