import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@apparel/ui/styles.css';
import { createFederatedPageLoader } from './remotes/federated-page-loader';
import { startAnswer } from './remotes/remotes-answer';
import { StartupFailed } from './remotes/StartupFailed';
import { routeTableOf } from './routes/route-table';
import { ShellApp } from './ShellApp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a <div id="root">');
const root = createRoot(container);

// The pins (every pinned remote's manifest URL and routes) come inlined in the page, or from one request
// to /remotes.json: the router and menus come from them. The first render is a transition, so React
// renders the app in slices (no long task on a phone) while the server's first paint stays on screen.
startAnswer().then(
  ({ answer, manifests }) =>
    startTransition(() =>
      root.render(
        <ShellApp
          loader={createFederatedPageLoader(answer, manifests)}
          routes={routeTableOf(answer)}
          startAnswer={answer}
        />,
      ),
    ),
  (error: unknown) => {
    console.error('[shell] /remotes.json could not be read', error);
    root.render(<StartupFailed />);
  },
);
