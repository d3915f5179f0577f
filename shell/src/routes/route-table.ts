import { type PageRoute, pageRoutesOf, type RemotesAnswer } from '@apparel/contracts';

export type { PageRoute };

/** A remote, by its registry key in /remotes.json ("mf-catalogue"). */
export type RemoteName = string;

/**
 * The route table: every page route the pinned remotes declare in their route manifests, from the
 * one /remotes.json answer read at start-up. Which remote owns which URL and role is the remotes'
 * to say (checked for clashes when ops pin a version); the shell keeps `/`, `/error` and `*`.
 */
export const routeTableOf = (answer: RemotesAnswer): readonly PageRoute[] => pageRoutesOf(answer);
