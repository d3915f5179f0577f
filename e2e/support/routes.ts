import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PageRoute, pageRoutesOf, remotesAnswerSchema, routeManifestSchema } from '@apparel/contracts';
import type { APIRequestContext } from '@playwright/test';
import { createManufacturer, superAdminToken } from './api';
import { REPO_ROOT } from './env';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The route table the server under test answers: the pinned remotes' route manifests in the built
 * registry it was started with (read from disk, so tests can be generated when the file loads).
 */
const pinnedRouteTable = (): PageRoute[] => {
  const registry = process.env.REMOTES_DIR_SOURCE ?? join(REPO_ROOT, 'registry');
  const pins = readJson(join(registry, 'remotes.json')) as Record<string, string>;
  const answer = Object.fromEntries(
    Object.entries(pins).map(([remote, manifest]) => {
      const version = manifest.split('/')[3] ?? '';
      const { routes } = routeManifestSchema.parse(
        readJson(join(registry, remote, version, 'mf-routes.json')),
      );
      return [remote, { manifest, routes }];
    }),
  );
  return pageRoutesOf(remotesAnswerSchema.parse(answer));
};

/** A page of the composed app to open: the URL with its ids filled in, and the title its route declares. */
export interface ScreenToCheck {
  pattern: string;
  url: string;
  title: string;
}

/**
 * Every route of a role, as the pinned remotes' route manifests declare it (so pages that land later are checked
 * without touching this file). `:id` takes a real record where this role can make one, else 1 (the
 * page's "not found" state is a screen too).
 */
export const routesOf = (role: 'SUPER_ADMIN' | 'MANUFACTURER', ids: Record<string, number>) =>
  pinnedRouteTable()
    .filter((route) => route.role === role)
    .map(
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
