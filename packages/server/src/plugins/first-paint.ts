import { createHash } from 'node:crypto';
import { COLOR_SCHEME_KEY, PRODUCT_NAME, type RemoteRoute } from '@apparel/contracts';

/**
 * The first screen the server paints before any JavaScript (issue 20, phones): the frame of the page's
 * layout and its heading, in the colour scheme the user chose. React replaces it when it mounts
 * (createRoot empties #root on its first commit), so its landmarks and heading never stay beside the
 * app's. Sizes and colours are those of the app's own layout (packages/ui/src/theme/theme.ts, Mantine's
 * AppShell in shell/src/layout/AppLayout.tsx and the card of mf-auth/src/features/login/AuthCard.tsx), so the
 * heading paints where, and as large as, the page's h1 later does.
 */
export interface FirstPaint {
  /** `card`: the sign-in card of the public pages; `app`: the signed-in layout's top bar, menu and main. */
  frame: 'card' | 'app';
  /** The page's h1 (its route's `title`); none where the page's heading depends on the URL (`/orders/:id`). */
  heading: string | null;
  /** The labels of the buttons beside the h1 (their room is held, they are not shown); signed-in frame only. */
  actions: readonly string[];
  /** The headings of the cards under the h1, in order; signed-in frame only. */
  panels: readonly string[];
}

/**
 * What a route paints first: the signed-in frame or the sign-in card, with its title when the path is
 * literal, and under it what the route's manifest declares of its first screen (`firstScreen`).
 */
export function firstPaintOf(route: RemoteRoute): FirstPaint {
  const heading = route.path.includes(':') ? null : route.title;
  const more = route.role && heading !== null ? route.firstScreen : undefined;
  return {
    frame: route.role ? 'app' : 'card',
    heading,
    actions: more?.actions ?? [],
    panels: more?.panels ?? [],
  };
}

/** The product's name, as the top bar and the sign-in card show it. */
const PRODUCT_LINE = 'B2B apparel catalogue and ordering';

/**
 * Sets the colour scheme before the first paint, as Mantine's provider does once it runs: the stored
 * choice (packages/ui/src/theme/color-scheme.ts), else the system's. Allowed by its hash in the CSP
 * (packages/server/src/plugins/security-headers.ts).
 */
export const COLOR_SCHEME_SCRIPT = `(function(){var s;try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)})}catch(e){}if(s!=="light"&&s!=="dark")s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.setAttribute("data-mantine-color-scheme",s)})()`;

/** The CSP source that allows COLOR_SCHEME_SCRIPT and no other inline script. */
export const COLOR_SCHEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

const DARK = '[data-mantine-color-scheme=dark]';

/**
 * The first paint's styles: Mantine's values for the theme (Inter stack, body 16 px / 1.55, h2 26 px /
 * 1.35 bold for a page's h1, h4 18 px / 1.45 for the card's), the AppShell's 56 px header, 240 px menu
 * from 48em and md (16 px) padding, and the card of the sign-in screens. Every rule is scoped to the
 * first paint's own classes, so nothing applies once React has replaced it.
 */
const FIRST_PAINT_CSS = [
  'body{margin:0}',
  '.fp,.fp *{box-sizing:border-box}',
  '.fp{min-height:100vh;font:16px/1.55 Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#000}',
  '.fp h1,.fp h2{margin:0;font-weight:700}',
  '.fp-app{padding:72px 16px 16px}',
  '.fp-app h1{font-size:26px;line-height:1.35}',
  // PageHeader's row (a wrapping Group, md gap, lg under it) and its buttons (sm, 36 px, 18 px sides,
  // 14 px semibold), held but not shown: the row wraps, and the cards sit, where the page's will.
  '.fp-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:16px;margin-bottom:20px}',
  '.fp-actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px;visibility:hidden}',
  '.fp-actions span{display:inline-flex;align-items:center;height:36px;padding:0 18px;border:1px solid;font-size:14px;font-weight:600;line-height:1;white-space:nowrap}',
  // A Card withBorder, md padding, lg under it; its heading a Title order 2 at h4 size (18 px / 1.45).
  '.fp-panel{margin-bottom:20px;padding:16px;border:1px solid #dee2e6;border-radius:8px;background:#fff}',
  '.fp-panel h2{font-size:18px;line-height:1.45}',
  '.fp-bar{position:fixed;top:0;left:0;right:0;height:56px;display:flex;align-items:center;padding:0 16px 0 56px;border-bottom:1px solid #dee2e6;background:#fff}',
  '.fp-brand{font-size:18px;line-height:1.6;font-weight:700}',
  '.fp-menu{display:none;position:fixed;top:56px;left:0;bottom:0;width:240px;border-right:1px solid #dee2e6;background:#fff}',
  '@media (min-width:48em){.fp-app{padding-left:256px}.fp-bar{padding-left:16px}.fp-menu{display:block}}',
  '.fp-canvas{display:flex;align-items:center;justify-content:center;padding:16px;background:#f8f9fa}',
  // The sign-in form's height, so the card's heading is where the card with its form puts it.
  '.fp-card{width:100%;max-width:420px;min-height:432px;padding:32px;border:1px solid #dee2e6;border-radius:8px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05),0 7px 7px -5px rgba(0,0,0,.04)}',
  '.fp-name{text-align:center;font-size:26px;line-height:1.55;font-weight:700}',
  '.fp-line{margin:4px 0 20px;text-align:center;font-size:14px;line-height:1.45;color:#686f76}',
  '.fp-card h1{font-size:18px;line-height:1.45}',
  `${DARK} .fp,${DARK} .fp-bar,${DARK} .fp-menu,${DARK} .fp-card,${DARK} .fp-panel{background:#242424;color:#c9c9c9;border-color:#424242}`,
  `${DARK} .fp-canvas{background:#1f1f1f}`,
  `${DARK} .fp-line{color:#b8b8b8}`,
].join('');

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The signed-in page's heading row and the cards under it. */
function pageTop(heading: string, actions: readonly string[], panels: readonly string[]): string {
  const held = actions.map((label) => `<span>${escapeText(label)}</span>`).join('');
  const row = `<div class="fp-head"><h1>${escapeText(heading)}</h1>${held ? `<div class="fp-actions">${held}</div>` : ''}</div>`;
  return row + panels.map((title) => `<div class="fp-panel"><h2>${escapeText(title)}</h2></div>`).join('');
}

/** The page's content inside #root: the frame and the heading, with the first screen's row and cards. */
export function firstPaintBody({ frame, heading, actions, panels }: FirstPaint): string {
  if (frame === 'card') {
    const h1 = heading === null ? '' : `<h1>${escapeText(heading)}</h1>`;
    return `<div class="fp fp-canvas"><main class="fp-card"><div class="fp-name">${PRODUCT_NAME}</div><div class="fp-line">${PRODUCT_LINE}</div>${h1}</main></div>`;
  }
  const top = heading === null ? '' : pageTop(heading, actions, panels);
  return `<div class="fp fp-app"><header class="fp-bar"><span class="fp-brand">${PRODUCT_NAME}</span></header><div class="fp-menu"></div><main>${top}</main></div>`;
}

/**
 * The first paint's script, before the page's stylesheets: a script after a stylesheet waits for it,
 * and the parser with it, so the scheme (reading storage and the system's preference, 10-30 ms on a
 * cold page here) would be worked out after the stylesheet arrives, on the way to the first paint,
 * instead of while it is still on the wire.
 */
export const firstPaintScript = (): string => `<script>${COLOR_SCHEME_SCRIPT}</script>`;

/** The first paint's styles, at the end of <head>. */
export const firstPaintStyle = (): string => `<style>${FIRST_PAINT_CSS}</style>`;
