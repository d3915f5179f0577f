import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useHeadingFocusOnNavigation, usePageTitle } from './use-page-identity';

/** Wraps a routed page: the browser tab reads its declared title. */
export function PageTitle({ title, children }: { title: string | undefined; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

/** The router's root: after each navigation focus goes to the new page's h1. */
export function NavigationFocus() {
  useHeadingFocusOnNavigation();
  return <Outlet />;
}
