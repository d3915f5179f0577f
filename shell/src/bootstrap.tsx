import { createRoot } from 'react-dom/client';
import '@apparel/ui/styles.css';
import { createFederatedPageLoader } from './remotes/federated-page-loader';
import { ShellApp } from './ShellApp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a <div id="root">');
createRoot(container).render(<ShellApp loader={createFederatedPageLoader()} />);
