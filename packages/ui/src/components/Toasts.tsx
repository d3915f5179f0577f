import { TOAST_AUTO_CLOSE_MS } from '@apparel/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_POSITION, TOAST_REQUESTED } from '../notify';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The toast container, mounted when the first toast is asked for (notify.ts). */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    window.addEventListener(TOAST_REQUESTED, want);
    return () => window.removeEventListener(TOAST_REQUESTED, want);
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
    </Suspense>
  ) : null;
}
