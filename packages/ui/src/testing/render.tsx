import { queryClient } from '@apparel/api-client';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';

interface RenderPageOptions {
  /** The URL the page opens at. */
  route?: string;
  /** The route pattern the page is mounted on (for params such as :id). */
  path?: string;
  /** Other routes, so a test can see where a page navigates to. */
  otherRoutes?: Record<string, ReactElement>;
}

/** Renders a page inside the app's providers and a memory router; returns the router to read its location. */
export function renderPage(
  page: ReactElement,
  { route = '/', path = '*', otherRoutes = {} }: RenderPageOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path, element: page },
      ...Object.entries(otherRoutes).map(([otherPath, element]) => ({ path: otherPath, element })),
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
