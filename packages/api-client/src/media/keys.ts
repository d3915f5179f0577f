import type { MediaListQuery } from '@apparel/contracts';

/** Query keys of the media library: invalidating `all` refreshes every list (and every picker). */
export const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (query: MediaListQuery) => [...mediaKeys.lists(), query] as const,
};
