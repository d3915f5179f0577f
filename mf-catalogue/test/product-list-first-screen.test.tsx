import { mockApi, renderPage } from '@apparel/ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import ProductListPage from '../src/pages/ProductListPage';
import { routes } from '../src/routes';
import { aProductPage } from './support/fixtures';

// The server paints the route's declared first screen before any JavaScript (issue 20, phones); the
// page then replaces it. If the page's buttons or cards change, the painted ones would sit elsewhere
// or be another size, and the page's own heading would become a later, larger paint.
it("declares the first screen /products renders: the heading row's buttons, then the import panel", async () => {
  mockApi({ 'GET /products': { body: aProductPage([]) }, 'GET /products/imports': { body: { items: [] } } });
  renderPage(<ProductListPage />, { route: '/products', path: '/products' });
  const declared = routes.find((route) => route.path === '/products')?.firstScreen;

  const h1 = await screen.findByRole('heading', { level: 1, name: 'Products' });
  const row = h1.parentElement;
  const actions = [...(row?.querySelectorAll('button, a') ?? [])].map((control) => control.textContent);
  expect(actions).toEqual(declared?.actions);

  // The first cards under the heading row, in order, are the declared panels.
  const panelHeadings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(panelHeadings.slice(0, declared?.panels?.length)).toEqual(declared?.panels);
  expect(row?.nextElementSibling?.textContent).toContain(declared?.panels?.[0]);
});
