import { adminSchema, manufacturerPageSchema, manufacturerSchema, subscriptionSchema } from './admin';
import { adminDashboardSchema } from './admin-dashboard';
import { loginResponseSchema, messageResponseSchema } from './auth';
import { dashboardSchema } from './dashboard';
import type { ApiMethod } from './endpoint';
import { ALL_ENDPOINTS } from './endpoints';
import { creditNoteSchema, invoicePageSchema, invoiceSchema } from './invoices';
import { listAnswerSchema } from './lists';
import { profileSchema } from './profile';
import {
  createdReleaseTokenSchema,
  publishedRemoteVersionSchema,
  registryChangeSchema,
  releaseTokenListSchema,
  remoteHistoryPageSchema,
  remoteReleaseListSchema,
} from './release-registry';
import { retailerLinkSchema, retailerSchema } from './retail';
import { taxRateListSchema, taxRateSchema } from './tax-rates';
import type * as z from './zod';

/** One call the browser makes and the contract of the JSON it reads back (none: no body, or a file). */
export interface ApiCallContract<
  Method extends ApiMethod = ApiMethod,
  Path extends string = string,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  /** The path under /api as the server declares it, `:name` for a parameter. */
  path: Path;
  response: Response;
}

function call<const M extends ApiMethod, const P extends string>(
  method: M,
  path: P,
): ApiCallContract<M, P, undefined>;
function call<const M extends ApiMethod, const P extends string, S extends z.ZodType>(
  method: M,
  path: P,
  response: S,
): ApiCallContract<M, P, S>;
function call(method: ApiMethod, path: string, response?: z.ZodType): ApiCallContract {
  return { method, path, response };
}

/**
 * The seam between browser and server in one table: every (method, path) the api-client calls and the
 * contract its answer must meet. In dev and test builds `request()` parses each answer with it; the
 * server's tests check each entry is a route whose success answer is declared with the same contract
 * (packages/server/test/access/api-client-calls.test.ts).
 */
export const API_CALLS = [
  // Authentication and profile (product.md §7)
  call('POST', '/auth/login', messageResponseSchema),
  call('POST', '/auth/verify', loginResponseSchema),
  call('POST', '/auth/pass-login', loginResponseSchema),
  call('POST', '/auth/forgot-password', messageResponseSchema),
  call('POST', '/auth/reset-password', messageResponseSchema),
  call('GET', '/auth/profile', profileSchema),
  call('PUT', '/auth/profile', profileSchema),
  // Super admin
  call('GET', '/admin/dashboard', adminDashboardSchema),
  call('POST', '/admin/manufacturers/search', manufacturerPageSchema),
  call('POST', '/admin/manufacturers', manufacturerSchema),
  call('GET', '/admin/manufacturers/:id', manufacturerSchema),
  call('PUT', '/admin/manufacturers/:id', manufacturerSchema),
  call('POST', '/admin/manufacturer/:id/subscription', subscriptionSchema),
  call('GET', '/admin/admins', listAnswerSchema('admins', adminSchema)),
  call('GET', '/admin/admins/:id', adminSchema),
  call('POST', '/admin/admins', adminSchema),
  call('PUT', '/admin/admins/:id', adminSchema),
  call('GET', '/admin/tax-rates', taxRateListSchema),
  call('POST', '/admin/tax-rates', taxRateSchema),
  call('PUT', '/admin/tax-rates/:id', taxRateSchema),
  // Retailers
  call('GET', '/manufacturer/retailers', listAnswerSchema('retailers', retailerLinkSchema)),
  call('GET', '/manufacturer/retailers/:id', retailerSchema),
  call('POST', '/manufacturer/retailers', retailerSchema),
  call('PUT', '/manufacturer/retailers/:id', retailerSchema),
  call('GET', '/manufacturer/retailers-req', listAnswerSchema('requests', retailerLinkSchema)),
  call('PATCH', '/manufacturer/retailers-req/:id/status', retailerLinkSchema),
  // Orders, dispatch and invoices
  call('GET', '/manufacturer/dashboard', dashboardSchema),
  call('GET', '/invoices', invoicePageSchema),
  call('GET', '/invoices/export'),
  call('GET', '/invoices/:id', invoiceSchema),
  call('GET', '/invoices/:id/pdf'),
  call('GET', '/invoices/:id/e-invoice'),
  call('POST', '/invoices/:id/credit-notes', creditNoteSchema),
  call('GET', '/credit-notes/:id', creditNoteSchema),
  call('GET', '/credit-notes/:id/pdf'),
  call('GET', '/credit-notes/:id/e-invoice'),
  // Release registry (super admin, release tokens, the shell's failure reports)
  call('GET', '/admin/remotes', remoteReleaseListSchema),
  call('GET', '/admin/remotes/history', remoteHistoryPageSchema),
  call('POST', '/admin/remotes/:name/versions', publishedRemoteVersionSchema),
  call('POST', '/admin/remotes/:name/pin', registryChangeSchema),
  call('POST', '/admin/remotes/:name/rollback', registryChangeSchema),
  call('POST', '/admin/remotes/:name/canary', registryChangeSchema),
  call('POST', '/admin/remotes/:name/canary/promote', registryChangeSchema),
  call('DELETE', '/admin/remotes/:name/canary', registryChangeSchema),
  call('GET', '/admin/release-tokens', releaseTokenListSchema),
  call('POST', '/admin/release-tokens', createdReleaseTokenSchema),
  call('DELETE', '/admin/release-tokens/:id', messageResponseSchema),
  call('POST', '/remote-load-failures'),
  // The areas already in the endpoint table (packages/contracts/src/endpoints)
  ...ALL_ENDPOINTS,
] as const;

/** The type of a call's answer by its contract (unknown when it has none). */
export type ApiAnswer<Call> = Call extends { response: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : unknown
  : unknown;

const segmentsOf = (path: string) => path.split('?')[0]?.split('/').filter(Boolean) ?? [];

/**
 * The table's entry for a concrete call (`GET /orders/12`): segments equal or a `:parameter`; an entry
 * with more fixed segments wins (`/attr/categories` over `/attr/:x`).
 */
export const findApiCall = (method: string, path: string): ApiCallContract | undefined => {
  const segments = segmentsOf(path);
  let best: ApiCallContract | undefined;
  let bestFixed = -1;
  for (const entry of API_CALLS) {
    if (entry.method !== method) continue;
    const pattern = segmentsOf(entry.path);
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const fixed = pattern.filter((part) => !part.startsWith(':')).length;
    if (fixed > bestFixed) {
      best = entry;
      bestFixed = fixed;
    }
  }
  return best;
};
