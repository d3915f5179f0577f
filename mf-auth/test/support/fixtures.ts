import type { Role } from '@apparel/contracts';
import { type ApiReply, fakeToken } from '@apparel/ui/testing';

/** The answer of /auth/pass-login and /auth/verify for a user of the given role. */
export const loginAnswer = (role: Role): ApiReply => ({
  body: {
    token: fakeToken(role),
    user: { id: 7, name: 'Asha Rao', role, manufacturerId: role === 'MANUFACTURER' ? 3 : null },
  },
});
