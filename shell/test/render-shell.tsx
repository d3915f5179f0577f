import { type RemotesAnswer, type Role, remotesAnswerSchema } from '@apparel/contracts';
import { fakeToken } from '@apparel/ui/testing';
import { type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import type { PageLoader, PageModule } from '../src/remotes/page-loader';
import { routeTableOf } from '../src/routes/route-table';
import { ShellApp } from '../src/ShellApp';
import specAnswer from './support/remotes-answer.json';

/**
 * The /remotes.json answer of the five remotes' route manifests as they are today (kept equal to
 * their <remote>/src/routes.ts by scripts/test/spec-routes.test.ts).
 */
export const SPEC_ANSWER = remotesAnswerSchema.parse(specAnswer);

/** A page module that shows which remote module rendered and with which props. */
export const stubPage = (remote: string, module: string): PageModule => ({
  default: (props: object) => (
    <h1>
      {remote}/{module}
      {Object.keys(props).length ? ` ${JSON.stringify(props)}` : ''}
    </h1>
  ),
});

/** A loader that answers every page with its stub, standing in for the Module Federation runtime. */
export const stubLoader = (): PageLoader => ({
  load: vi.fn(async (remote: string, module: string) => stubPage(remote, module)),
  retry: vi.fn(),
});

interface RenderShellOptions {
  /** The session's role; omitted means signed out. */
  role?: Role;
  expired?: boolean;
  loader?: PageLoader;
  /** The pinned remotes' answer; product.md's route table by default. */
  answer?: RemotesAnswer;
  /** Given: the shell watches the pins against it (version skew), as bootstrap makes it do. */
  startAnswer?: RemotesAnswer;
}

/** The whole shell at a URL, with a memory router to read where it went (and to go elsewhere). */
export function renderShell(
  url: string,
  {
    role,
    expired = false,
    loader = stubLoader(),
    answer = SPEC_ANSWER,
    startAnswer,
  }: RenderShellOptions = {},
): RenderResult & { loader: PageLoader; location: () => Location; navigate: (to: string) => Promise<void> } {
  if (role) localStorage.setItem('token', fakeToken(role, expired ? -60 : 3600));
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const view = render(
    <ShellApp
      loader={loader}
      routes={routeTableOf(answer)}
      startAnswer={startAnswer}
      createRouter={(routes) => {
        router = createMemoryRouter(routes, { initialEntries: [url] });
        return router;
      }}
    />,
  );
  const created = () => {
    if (!router) throw new Error('The shell did not create its router');
    return router;
  };
  const location = () => created().state.location;
  const navigate = (to: string) => created().navigate(to);
  return { ...view, loader, location, navigate };
}
