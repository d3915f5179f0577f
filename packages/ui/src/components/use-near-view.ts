import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within half a screen of the view, and stays true from then on: for work
 * a part below the first screen can leave until the user scrolls towards it (the dashboard's charts,
 * the product list's QR codes), so a phone does not do it all at load (issue 20). The change renders
 * as a transition. Where the browser cannot tell (no IntersectionObserver), it is near from the start.
 */
export function useNearView<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
