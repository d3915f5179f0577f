import type { APIRequestContext } from '@playwright/test';
import { ROUTE_TABLE } from '../../shell/src/routes/route-table';
import { createManufacturer, superAdminToken } from './api';

/** A page of the composed app to open: the URL with its ids filled in, and the title its route declares. */
export interface ScreenToCheck {
  pattern: string;
  url: string;
  title: string;
}

/**
 * Every route of a role, as the shell's route table declares it (so pages that land later are checked
 * without touching this file). `:id` takes a real record where this role can make one, else 1 (the
 * page's "not found" state is a screen too).
 */
export const routesOf = (role: 'SUPER_ADMIN' | 'MANUFACTURER', ids: Record<string, number>) =>
  ROUTE_TABLE.filter((route) => route.role === role).map(
    (route): ScreenToCheck => ({
      pattern: route.path,
      title: route.title,
      url: route.path.replace(':id', String(ids[route.path.split('/')[1] ?? ''] ?? 1)),
    }),
  );

/** Real ids for the super admin's record pages: a new manufacturer and the first admin. */
export async function superAdminRecordIds(request: APIRequestContext): Promise<Record<string, number>> {
  const manufacturer = await createManufacturer(request, `Axe Looms ${Date.now().toString(36)}`);
  const token = await superAdminToken(request);
  const answer = await request.get('/api/admin/admins', { headers: { Authorization: `Bearer ${token}` } });
  const admins = (await answer.json()) as { id: number }[];
  return { manufacturers: manufacturer.id, admins: admins[0]?.id ?? 1 };
}
