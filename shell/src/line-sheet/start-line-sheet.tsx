import { queryClient } from '@apparel/api-client';
import { COLOR_SCHEME_KEY, LINE_SHEET_LINK_PREFIX } from '@apparel/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BuyerLineSheetPage } from './BuyerLineSheetPage';

/** The token of a link `/l/{token}` (nothing after it, a trailing slash allowed). */
export const tokenOfPath = (path: string): string =>
  decodeURIComponent(path.slice(LINE_SHEET_LINK_PREFIX.length).split('/')[0] ?? '');

/** The colour scheme the admin app stored on this device, else the system's (as the app's first paint does). */
const colorScheme = (): 'light' | 'dark' => {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COLOR_SCHEME_KEY);
  } catch {}
  if (stored === 'light' || stored === 'dark') return stored;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

export function startLineSheet() {
  document.documentElement.setAttribute('data-scheme', colorScheme());
  const container = document.getElementById('root');
  if (!container) throw new Error('line-sheet.html needs a <div id="root">');
  createRoot(container).render(
    <QueryClientProvider client={queryClient}>
      <BuyerLineSheetPage token={tokenOfPath(window.location.pathname)} />
    </QueryClientProvider>,
  );
}
