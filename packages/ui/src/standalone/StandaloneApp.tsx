import { createElement, lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { Loading } from '../components/Loading';
import { StandaloneFrame } from './StandaloneFrame';
import { StandaloneIndex } from './StandaloneIndex';
import type { StandaloneOptions, StandalonePage } from './types';

const pageElement = (page: StandalonePage) => {
  const Page = lazy(page.load);
  return <Suspense fallback={<Loading />}>{createElement(Page, page.props ?? {})}</Suspense>;
};

/** A remote's pages inside the same providers and router the shell gives them, without the shell. */
export function StandaloneApp({ remote, pages }: StandaloneOptions) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <StandaloneFrame remote={remote} pages={pages} />,
        children: [
          ...pages.map((page) => ({ path: page.path, element: pageElement(page) })),
          // `/` lists the remote's pages; so does any other path, saying nothing matched it.
          { path: '*', element: <StandaloneIndex remote={remote} pages={pages} /> },
        ],
      },
    ]),
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
