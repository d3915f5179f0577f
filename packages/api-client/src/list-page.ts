import type { RequestOptions } from './http';

/** A list screen's query always names its page, so the server answers one page (never the whole list). */
export const pageQuery = (query: NonNullable<RequestOptions['query']>): RequestOptions['query'] => ({
  ...query,
  page: query.page ?? 1,
});
