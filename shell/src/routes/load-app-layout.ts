/**
 * The signed-in layout's chrome (AppShell, menu, top bar) as a chunk of its own: only a signed-in
 * page loads it, so /login does not pay for it (first-screen.ts loads it before the first render).
 */
export const loadAppLayout = () => import('../layout/AppLayout');
