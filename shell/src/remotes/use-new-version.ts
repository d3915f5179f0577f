import type { RemotesAnswer } from '@apparel/contracts';
import { useEffect, useState } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { createVersionWatch, PERIODIC_CHECK_MS } from './version-watch';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Whether the server now pins other remote versions than this tab started with: checked on
 * navigation (throttled) and every five minutes. Without a start answer (tests) it never checks.
 */
export function useNewVersionAvailable(router: Router, started: RemotesAnswer | undefined): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!started) return;
    const watch = createVersionWatch({ started, onNewVersion: () => setAvailable(true) });
    let path = router.state.location.pathname;
    const unsubscribe = router.subscribe((state) => {
      if (state.location.pathname === path) return;
      path = state.location.pathname;
      watch.navigated();
    });
    const timer = setInterval(() => void watch.check(), PERIODIC_CHECK_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [router, started]);
  return available;
}
