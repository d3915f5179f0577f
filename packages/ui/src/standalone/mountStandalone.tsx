import { createRoot } from 'react-dom/client';
import '../styles.css';
import { StandaloneApp } from './StandaloneApp';
import type { StandaloneOptions } from './types';

/** Renders a remote on its own dev server (`pnpm --filter @apparel/<remote> dev`). */
export function mountStandalone(options: StandaloneOptions) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page needs a <div id="root">');
  createRoot(container).render(<StandaloneApp {...options} />);
}
