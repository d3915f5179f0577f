import { createContext, useContext } from 'react';
import type { PageCache } from './page-cache';

export const PageCacheContext = createContext<PageCache | null>(null);

export const usePageCache = (): PageCache => {
  const cache = useContext(PageCacheContext);
  if (!cache) throw new Error('usePageCache needs the shell’s PageCacheContext');
  return cache;
};
