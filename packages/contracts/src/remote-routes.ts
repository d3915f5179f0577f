import { MENU_SECTIONS, ROUTE_RULES } from './page-routes';
import { PANEL_ROLES } from './roles';
import * as z from './zod';

/**
 * The route manifest a remote publishes with each version (`mf-routes.json`, written at build time
 * from the remote's `<remote>/src/routes.ts`), and the `/remotes.json` answer the shell builds its router and
 * menus from. The pin CLI refuses a version whose manifest fails these checks, so the shell can trust
 * what the server answers. The rules themselves are `ROUTE_RULES` of `page-routes.ts`, which the shell
 * applies without zod at start-up.
 */

/**
 * The page-module contract a remote is built against (the props a page module takes from the shell,
 * docs/frontend-contract.md) and the route manifest's format. Raise one when it changes incompatibly:
 * the registry then refuses to pin a remote built against another.
 * 2: the router and contracts' core are shared by file, no longer as packages (a remote built for 1
 * would load a router of its own, and its links would stop working in a shell of 2).
 * 3: remotes are classic containers the shell loads itself, with no Module Federation runtime (a
 * remote built for 2 expects the shell to provide that runtime and would not start in a shell of 3).
 */
export const SHELL_CONTRACT_VERSION = 3;
export const ROUTE_MANIFEST_VERSION = 1;

/** Paths the shell keeps for itself: `/`, `/error` and the catch-all. */
export const SHELL_PATHS: readonly string[] = ['/', '/error', '*'];

export const menuEntrySchema = z.object({
  label: z.string().min(1).max(ROUTE_RULES.menuLabelMax),
  section: z.enum(MENU_SECTIONS),
  order: z.number().int().min(0).max(ROUTE_RULES.menuOrderMax),
});

const firstScreenText = z.string().min(1).max(ROUTE_RULES.firstScreenTextMax);
const firstScreenTexts = z.array(firstScreenText).max(ROUTE_RULES.firstScreenItemsMax);

/**
 * What the server paints of a page before its JavaScript, beyond its title (issue 20, phones;
 * packages/server/src/plugins/first-paint.ts): the labels of the buttons beside the page's heading, in
 * order (space held, not shown, so the heading row wraps as the page's does), and the headings of the
 * cards the page shows first under it, in order. A page whose first screen has a text larger than its
 * h1 (/products' import panel) declares it, so that text paints with the document instead of after
 * all the page's JavaScript.
 */
export const firstScreenSchema = z.object({
  actions: firstScreenTexts.optional(),
  panels: firstScreenTexts.optional(),
});

const propValue = z.union([z.string().max(ROUTE_RULES.propTextMax), z.number(), z.boolean()]);

export const remoteRouteSchema = z.object({
  /** A react-router path: `/products/:id`. */
  path: z.string().max(ROUTE_RULES.pathMax).regex(ROUTE_RULES.path, ROUTE_RULES.pathMessage),
  /** The exposed page module, without "./": `ProductListPage`. */
  module: z.string().regex(ROUTE_RULES.module, ROUTE_RULES.moduleMessage),
  /** The role the page requires; null for the public screens (/login, /verify), rendered outside the layout. */
  role: z.enum(PANEL_ROLES).nullable(),
  /** The page's visible heading, used for document.title. */
  title: z.string().min(1).max(ROUTE_RULES.titleMax),
  props: z.record(z.string().max(ROUTE_RULES.propNameMax), propValue).optional(),
  menu: menuEntrySchema.optional(),
  firstScreen: firstScreenSchema.optional(),
});

export type FirstScreen = z.infer<typeof firstScreenSchema>;
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type RemoteRoute = z.infer<typeof remoteRouteSchema>;

export const routeManifestSchema = z.object({
  remote: z.string().min(1).max(ROUTE_RULES.remoteMax),
  routes: z.array(remoteRouteSchema).max(ROUTE_RULES.routesMax),
});
export type RouteManifest = z.infer<typeof routeManifestSchema>;

/** `/remotes.json`: each pinned remote's manifest URL and routes, in one answer (no request per remote). */
export const remotesAnswerSchema = z.record(
  z.string().min(1).max(ROUTE_RULES.remoteMax),
  z.object({
    manifest: z.string().min(1).max(ROUTE_RULES.manifestUrlMax),
    routes: z.array(remoteRouteSchema),
  }),
);
export type RemotesAnswer = z.infer<typeof remotesAnswerSchema>;

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
