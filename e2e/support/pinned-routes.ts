import { type PageRoute, pageRoutesOf, remotesAnswerSchema } from '@apparel/contracts';
import type { APIRequestContext } from '@playwright/test';

/**
 * Every page route the running server's pinned remotes declare (path, remote, module, role, title,
 * menu entry), read from /remotes.json as the shell reads it at start-up: the route table to walk in
 * tests that cover "every page of a role".
 */
export async function pinnedRoutes(request: APIRequestContext): Promise<PageRoute[]> {
  const answer = await request.get('/remotes.json');
  if (!answer.ok()) throw new Error(`/remotes.json answered ${answer.status()}`);
  return pageRoutesOf(remotesAnswerSchema.parse(await answer.json()));
}
