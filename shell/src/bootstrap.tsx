import { createRoot } from 'react-dom/client';
import '@apparel/ui/styles.css';
import { createFederatedPageLoader } from './remotes/federated-page-loader';
import { fetchRemotes } from './remotes/remotes-answer';
import { StartupFailed } from './remotes/StartupFailed';
import { routeTableOf } from './routes/route-table';
import { ShellApp } from './ShellApp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a <div id="root">');
const root = createRoot(container);

// One request gives every pinned remote's manifest URL and routes: the router and menus come from it.
fetchRemotes().then(
  (answer) =>
    root.render(
      <ShellApp
        loader={createFederatedPageLoader(answer)}
        routes={routeTableOf(answer)}
        startAnswer={answer}
      />,
    ),
  (error: unknown) => {
    console.error('[shell] /remotes.json could not be read', error);
    root.render(<StartupFailed />);
  },
);
