import { MAIN_ID, showFlash } from '@apparel/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './page-title';

/** How long a page (its remote still loading) may take to show its h1 before focus gives up on it. */
const HEADING_WAIT_MS = 5000;

/** The page's h1 once it is rendered: in the main landmark, else anywhere (public pages). */
const findHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>(`#${MAIN_ID} h1`) ?? document.querySelector<HTMLElement>('h1');

/**
 * Moves focus to the new page's h1 once it appears, so a screen reader announces the page. Focus is
 * only moved if it is still where the navigation left it (the clicked link, or nowhere): a user who
 * has already started typing elsewhere keeps their place.
 */
function focusHeadingWhenShown(): () => void {
  const leftOn = document.activeElement;
  const started = Date.now();
  let frame = 0;
  const attempt = () => {
    const heading = findHeading();
    const untouched = document.activeElement === leftOn || document.activeElement === document.body;
    if (heading && untouched) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return;
    }
    if (!heading && untouched && Date.now() - started < HEADING_WAIT_MS)
      frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/** The tab title "<title> · Apparel Admin", from the matched route's declared title. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/**
 * After every in-app navigation to another page (not the first load, unless it brings a flash), focus
 * on the new page's h1.
 * A change of the same page's query (filters, sort, paging, Clear) is not a new page: focus stays
 * with the user, who may already be typing in the next field. Used once, at the root.
 */
export function useHeadingFocusOnNavigation() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // A page that arrived by a full navigation after a success (e.g. a new order) shows its message
  // here and gets the focus on its heading, as an in-app navigation would.
  useEffect(() => {
    if (showFlash()) return focusHeadingWhenShown();
  }, []);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    return focusHeadingWhenShown();
  }, [pathname]);
}
