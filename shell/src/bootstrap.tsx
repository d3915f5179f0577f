import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import '@apparel/ui/styles.css';
import { nextTask } from './next-task';
import { createFederatedPageLoader } from './remotes/federated-page-loader';
import { startAnswer } from './remotes/remotes-answer';
import { StartupFailed } from './remotes/StartupFailed';
import { loadFirstScreen } from './routes/first-screen';
import { routeTableOf } from './routes/route-table';
import { shellRoutes } from './routes/shell-routes';
import { ShellApp } from './ShellApp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a <div id="root">');
const root = createRoot(container);

// The pins (every pinned remote's manifest URL and routes) come inlined in the page, or from one request
// to /remotes.json: the router and menus come from them. The requested page's code loads first, so the
// first render shows the page (the server's first paint stays until then); that render is a
// transition, so React renders the app in slices (no long task on a phone). The shell's own modules'
// evaluation (this module's imports: React DOM, the router, Mantine), the start of the page's load,
// the page module's evaluation, the router's creation (it matches the URL against every route) and the
// first render each get a task of their own (nextTask): on a phone they ran as long tasks.
startAnswer().then(
  async ({ answer, manifests }) => {
    await nextTask();
    const loader = createFederatedPageLoader(answer, manifests);
    const routes = routeTableOf(answer);
    await loadFirstScreen(routes, loader);
    await nextTask();
    const router = createBrowserRouter(shellRoutes(routes));
    await nextTask();
    startTransition(() =>
      root.render(
        <ShellApp loader={loader} routes={routes} startAnswer={answer} createRouter={() => router} />,
      ),
    );
  },
  (error: unknown) => {
    console.error('[shell] /remotes.json could not be read', error);
    root.render(<StartupFailed />);
  },
);
