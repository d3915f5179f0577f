import type { RemotesAnswer } from '@apparel/contracts';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { nextTask } from './next-task';
import type { PageLoader } from './remotes/page-loader';
import { StartupFailed } from './remotes/StartupFailed';
import type { PageRoute } from './routes/route-table';
import { shellRoutes } from './routes/shell-routes';
import { ShellApp } from './ShellApp';

// The app itself: React DOM, the router, Mantine and the shell's layout, pages and guards.
// bootstrap.tsx evaluates this module in a task of its own, while the page's code is on its way.

let root: Root | undefined;
/** The React root in #root, made on first use (the app's render or the start-up's error page). */
const rootOf = () => {
  if (root) return root;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html needs a <div id="root">');
  root = createRoot(container);
  return root;
};

/**
 * Creates the router in a task of its own (it matches the URL against every route), then renders the
 * app in a transition, so React renders it in slices (no long task on a phone). React's first commit
 * empties #root, where the server's first paint stood until then.
 */
export async function startApp(answer: RemotesAnswer, loader: PageLoader, routes: readonly PageRoute[]) {
  const router = createBrowserRouter(shellRoutes(routes));
  await nextTask();
  startTransition(() =>
    rootOf().render(
      <ShellApp loader={loader} routes={routes} startAnswer={answer} createRouter={() => router} />,
    ),
  );
}

/** The shell's own error page with Retry, when the pins cannot be read. */
export const showStartupFailed = () => rootOf().render(<StartupFailed />);
