import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RemoteName } from '../routes/route-table';
import type { PageLoader } from './page-loader';

export type LazyPage = LazyExoticComponent<ComponentType<object>>;

export interface PageCache {
  /** The page as a lazy component, created on first visit and kept so later visits render at once. */
  page(remote: RemoteName, module: string): LazyPage;
  /** Drops the remote's pages (a rejected lazy stays rejected) and lets the loader try again. */
  retry(remote: RemoteName): void;
}

export const createPageCache = (loader: PageLoader): PageCache => {
  const pages = new Map<string, LazyPage>();
  return {
    page(remote, module) {
      const key = `${remote}/${module}`;
      const cached = pages.get(key);
      if (cached) return cached;
      const page = lazy(() => loader.load(remote, module));
      pages.set(key, page);
      return page;
    },
    retry(remote) {
      for (const key of pages.keys()) if (key.startsWith(`${remote}/`)) pages.delete(key);
      loader.retry(remote);
    },
  };
};
