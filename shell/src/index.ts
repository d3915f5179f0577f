import { showStartupFailedPlain } from './remotes/startup-failed-plain';

// The async boundary: shared singletons are negotiated before any shell code runs. If that or the
// bootstrap chunk fails (a network blip), the page says so instead of staying blank.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] the shell could not start', error);
  const container = document.getElementById('root');
  if (container) showStartupFailedPlain(container);
});
