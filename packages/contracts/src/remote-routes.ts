import { PANEL_ROLES, type PanelRole } from './roles';
import * as z from './zod';

/**
 * The route manifest a remote publishes with each version (`mf-routes.json`, written at build time
 * from the remote's `<remote>/src/routes.ts`), and the `/remotes.json` answer the shell builds its router and
 * menus from. The pin CLI refuses a version whose manifest fails these checks, so the shell can trust
 * what the server answers.
 */

/**
 * The page-module contract a remote is built against (the props a page module takes from the shell,
 * docs/frontend-contract.md) and the route manifest's format. Raise one when it changes incompatibly:
 * the registry then refuses to pin a remote built against another.
 * 2: the router and contracts' core are shared by file, no longer as packages (a remote built for 1
 * would load a router of its own, and its links would stop working in a shell of 2).
 */
export const SHELL_CONTRACT_VERSION = 2;
export const ROUTE_MANIFEST_VERSION = 1;

/** Paths the shell keeps for itself: `/`, `/error` and the catch-all. */
export const SHELL_PATHS: readonly string[] = ['/', '/error', '*'];

/** The menu sections in the order the side menu shows them; entries sort by `order` inside each. */
export const MENU_SECTIONS = ['main', 'attributes'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export const menuEntrySchema = z.object({
  label: z.string().min(1).max(40),
  section: z.enum(MENU_SECTIONS),
  order: z.number().int().min(0).max(10_000),
});

const propValue = z.union([z.string().max(100), z.number(), z.boolean()]);

export const remoteRouteSchema = z.object({
  /** A react-router path: `/products/:id`. */
  path: z
    .string()
    .max(200)
    .regex(
      /^\/[A-Za-z0-9\-_/:]*$/,
      'A route path starts with / and holds letters, digits, -, _, / and :params',
    ),
  /** The exposed page module, without "./": `ProductListPage`. */
  module: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,79}$/, 'A page module is a plain name such as ProductListPage'),
  /** The role the page requires; null for the public screens (/login, /verify), rendered outside the layout. */
  role: z.enum(PANEL_ROLES).nullable(),
  /** The page's visible heading, used for document.title. */
  title: z.string().min(1).max(100),
  props: z.record(z.string().max(40), propValue).optional(),
  menu: menuEntrySchema.optional(),
});

export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type RemoteRoute = z.infer<typeof remoteRouteSchema>;

export const routeManifestSchema = z.object({
  remote: z.string().min(1).max(60),
  routes: z.array(remoteRouteSchema).max(200),
});
export type RouteManifest = z.infer<typeof routeManifestSchema>;

/** `/remotes.json`: each pinned remote's manifest URL and routes, in one answer (no request per remote). */
export const remotesAnswerSchema = z.record(
  z.string().min(1).max(60),
  z.object({ manifest: z.string().min(1).max(500), routes: z.array(remoteRouteSchema) }),
);
export type RemotesAnswer = z.infer<typeof remotesAnswerSchema>;

/** A route with the remote that serves it: what the shell's router and menus are built from. */
export type PageRoute = RemoteRoute & { remote: string };

/** `/products/:id` and `/products/:productId` match the same URLs. */
const pattern = (path: string) => path.replace(/:[^/]+/g, ':');

/**
 * What is wrong with one remote's manifest on its own: modules it does not expose, a path listed
 * twice, a path the shell keeps, a menu entry on a public page. Empty when it is fine.
 */
export function manifestProblems(manifest: RouteManifest, exposedModules: readonly string[]): string[] {
  const problems: string[] = [];
  const exposed = new Set(exposedModules.map((name) => name.replace(/^\.\//, '')));
  const seen = new Set<string>();
  for (const route of manifest.routes) {
    if (!exposed.has(route.module))
      problems.push(`${route.path}: ${manifest.remote} does not expose the page module ./${route.module}`);
    if (SHELL_PATHS.includes(route.path)) problems.push(`${route.path}: the shell keeps this path`);
    if (seen.has(pattern(route.path))) problems.push(`${route.path}: listed twice by ${manifest.remote}`);
    seen.add(pattern(route.path));
    if (route.menu && !route.role) problems.push(`${route.path}: a public page has no menu entry`);
  }
  return problems;
}

/**
 * Clashes between a remote's routes and the routes the other pinned remotes claim: the same URL
 * pattern, or the same menu label in one role's menu. Empty when none.
 */
export function routeConflicts(
  remote: string,
  routes: readonly RemoteRoute[],
  others: Readonly<Record<string, readonly RemoteRoute[]>>,
): string[] {
  const claimed = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const [other, otherRoutes] of Object.entries(others)) {
    if (other === remote) continue;
    for (const route of otherRoutes) {
      claimed.set(pattern(route.path), `${other} (${route.path})`);
      if (route.menu && route.role) labels.set(`${route.role}\0${route.menu.label}`, other);
    }
  }
  const conflicts: string[] = [];
  for (const route of routes) {
    const owner = claimed.get(pattern(route.path));
    if (owner) conflicts.push(`${route.path} is already claimed by ${owner}`);
    const labelOwner = route.menu && route.role && labels.get(`${route.role}\0${route.menu.label}`);
    if (labelOwner)
      conflicts.push(`the ${route.role} menu entry "${route.menu?.label}" is already given by ${labelOwner}`);
  }
  return conflicts;
}

/** Every pinned remote's routes, each with its remote: the order of the answer, then the manifest's. */
export const pageRoutesOf = (answer: RemotesAnswer): PageRoute[] =>
  Object.entries(answer).flatMap(([remote, { routes }]) => routes.map((route) => ({ ...route, remote })));

export interface MenuItem {
  label: string;
  to: string;
}

/** A role's side menu from the routes' menu entries: by section (MENU_SECTIONS), then by order. */
export function menuOf(role: string, routes: readonly PageRoute[]): MenuItem[] {
  const rank = (route: PageRoute) => MENU_SECTIONS.indexOf(route.menu?.section ?? 'main');
  return routes
    .filter(
      (route): route is PageRoute & { menu: MenuEntry; role: PanelRole } =>
        !!route.menu && route.role === role,
    )
    .sort((a, b) => rank(a) - rank(b) || a.menu.order - b.menu.order || a.path.localeCompare(b.path))
    .map((route) => ({ label: route.menu.label, to: route.path }));
}
