import { Loading } from '@apparel/ui';
import { Suspense, useState } from 'react';
import type { PageRoute } from '../routes/route-table';
import { usePageCache } from './page-cache-context';
import { SectionErrorBoundary } from './SectionErrorBoundary';

/** A route's page, loaded from its remote on first visit, inside its own error boundary. */
export function RemotePage({ route }: { route: PageRoute }) {
  const pages = usePageCache();
  // A new attempt remounts the boundary, which re-reads the (cleared) page from the cache.
  const [attempt, setAttempt] = useState(0);
  const Page = pages.page(route.remote, route.module);
  const retry = () => {
    pages.retry(route.remote);
    setAttempt((n) => n + 1);
  };
  return (
    <SectionErrorBoundary key={attempt} remote={route.remote} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <Page {...route.props} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
