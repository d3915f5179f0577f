import '@apparel/ui/styles.css';
import { nextTask } from './next-task';
import { createFederatedPageLoader } from './remotes/federated-page-loader';
import { startAnswer } from './remotes/remotes-answer';
import { loadFirstScreen } from './routes/first-screen';
import { routeTableOf } from './routes/route-table';

/**
 * The app's module (React DOM, the router, Mantine, the shell's layout and pages), evaluated when this
 * is called, not with this module: it is in this chunk ("eager", no request of its own).
 */
const appModule = () => import(/* webpackMode: "eager" */ './start-app');

// The pins (every pinned remote's manifest URL and routes) come inlined in the page, or from one request
// to /remotes.json: the router and menus come from them. The requested page's code loads first, so the
// first render shows the page (the server's first paint stays until then). On a phone each step is a
// task of its own (nextTask), none of them long: this module's light imports, reading the answer and
// starting the page's load, the app's module (while the page's code is on the wire), the page module's
// evaluation, the router's creation and the first render (start-app.tsx).
startAnswer().then(
  async ({ answer, manifests }) => {
    await nextTask();
    const loader = createFederatedPageLoader(answer, manifests);
    const routes = routeTableOf(answer);
    const firstScreen = loadFirstScreen(routes, loader);
    await nextTask();
    const app = await appModule();
    await firstScreen;
    await nextTask();
    await app.startApp(answer, loader, routes);
  },
  async (error: unknown) => {
    console.error('[shell] /remotes.json could not be read', error);
    (await appModule()).showStartupFailed();
  },
);
