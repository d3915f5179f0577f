import type { FirstScreen, MenuEntry, RemoteRoute, RemotesAnswer } from './remote-routes';
import { PANEL_ROLES, type PanelRole } from './roles';

/**
 * What the shell starts from, without zod: the route manifest's rules (which `remote-routes.ts`'s zod
 * schemas apply at build and pin time), a check of the `/remotes.json` answer by the same rules, and
 * the route table and menus built from it. The shell reads the pins before the first render of every
 * page, and zod (~26 KB gzip) would otherwise load with them on pages that validate nothing.
 */

/** The menu sections in the order the side menu shows them; entries sort by `order` inside each. */
export const MENU_SECTIONS = ['main', 'attributes'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** The limits of a route manifest: the zod schemas and `readRemotesAnswer` both apply these. */
export const ROUTE_RULES = {
  remoteMax: 60,
  manifestUrlMax: 500,
  routesMax: 200,
  pathMax: 200,
  /** A react-router path: `/products/:id`. */
  path: /^\/[A-Za-z0-9\-_/:]*$/,
  pathMessage: 'A route path starts with / and holds letters, digits, -, _, / and :params',
  /** The exposed page module, without "./": `ProductListPage`. */
  module: /^[A-Za-z][A-Za-z0-9]{0,79}$/,
  moduleMessage: 'A page module is a plain name such as ProductListPage',
  titleMax: 100,
  propNameMax: 40,
  propTextMax: 100,
  menuLabelMax: 40,
  menuOrderMax: 10_000,
  /** At most this many action labels, and as many panel headings, in a route's `firstScreen`. */
  firstScreenItemsMax: 6,
  firstScreenTextMax: 100,
} as const;

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text =
  (min: number, max: number): Check =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

const isMenuEntry: Check = (value) =>
  isRecord(value) &&
  text(1, ROUTE_RULES.menuLabelMax)(value.label) &&
  MENU_SECTIONS.includes(value.section as MenuSection) &&
  Number.isInteger(value.order) &&
  (value.order as number) >= 0 &&
  (value.order as number) <= ROUTE_RULES.menuOrderMax;

const isPropValue: Check = (value) =>
  text(0, ROUTE_RULES.propTextMax)(value) || isNumber(value) || typeof value === 'boolean';

const isProps: Check = (value) =>
  isRecord(value) &&
  Object.entries(value).every(([name, prop]) => name.length <= ROUTE_RULES.propNameMax && isPropValue(prop));

const isTexts: Check = (value) =>
  Array.isArray(value) &&
  value.length <= ROUTE_RULES.firstScreenItemsMax &&
  value.every(text(1, ROUTE_RULES.firstScreenTextMax));

const isFirstScreen: Check = (value) =>
  isRecord(value) && optional(isTexts)(value.actions) && optional(isTexts)(value.panels);

const isRoute: Check = (value) =>
  isRecord(value) &&
  text(0, ROUTE_RULES.pathMax)(value.path) &&
  ROUTE_RULES.path.test(value.path as string) &&
  typeof value.module === 'string' &&
  ROUTE_RULES.module.test(value.module) &&
  (value.role === null || PANEL_ROLES.includes(value.role as PanelRole)) &&
  text(1, ROUTE_RULES.titleMax)(value.title) &&
  optional(isProps)(value.props) &&
  optional(isMenuEntry)(value.menu) &&
  optional(isFirstScreen)(value.firstScreen);

const isPinnedRemote: Check = (value) =>
  isRecord(value) &&
  text(1, ROUTE_RULES.manifestUrlMax)(value.manifest) &&
  Array.isArray(value.routes) &&
  value.routes.every(isRoute);

/** Only the lists a first screen declares. */
const firstScreenOf = ({ actions, panels }: FirstScreen): FirstScreen => ({
  ...(actions === undefined ? {} : { actions: [...actions] }),
  ...(panels === undefined ? {} : { panels: [...panels] }),
});

/** Only the keys a route declares, as the zod schema's parse leaves them. */
const routeOf = ({ path, module, role, title, props, menu, firstScreen }: RemoteRoute): RemoteRoute => ({
  path,
  module,
  role,
  title,
  ...(props === undefined ? {} : { props }),
  ...(menu === undefined ? {} : { menu: { label: menu.label, section: menu.section, order: menu.order } }),
  ...(firstScreen === undefined ? {} : { firstScreen: firstScreenOf(firstScreen) }),
});

/**
 * The `/remotes.json` answer (or the one inlined in the page) when it keeps the route manifest's rules,
 * else null: the verdict and the data of `remotesAnswerSchema` in `remote-routes.ts` (compared with it
 * by packages/contracts/test/page-routes.test.ts).
 */
export function readRemotesAnswer(data: unknown): RemotesAnswer | null {
  if (!isRecord(data)) return null;
  const answer: RemotesAnswer = {};
  for (const [remote, pinned] of Object.entries(data)) {
    if (!text(1, ROUTE_RULES.remoteMax)(remote) || !isPinnedRemote(pinned)) return null;
    const { manifest, routes } = pinned as RemotesAnswer[string];
    answer[remote] = { manifest, routes: routes.map(routeOf) };
  }
  return answer;
}

/** A route with the remote that serves it: what the shell's router and menus are built from. */
export type PageRoute = RemoteRoute & { remote: string };

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
