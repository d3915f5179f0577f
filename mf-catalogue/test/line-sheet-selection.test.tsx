import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectedProductList } from '../src/features/line-sheets/selection/SelectedProductList';
import type { SelectedProduct } from '../src/features/line-sheets/selection/selected-products';
import LineSheetFormPage from '../src/pages/LineSheetFormPage';
import { aCategory, aProductListItem, aProductPage } from './support/fixtures';

const THREE: SelectedProduct[] = [
  { id: 1, name: 'Alpha Kurta', sku: 'A-1' },
  { id: 2, name: 'Beta Shirt', sku: 'B-2' },
  { id: 3, name: 'Gamma Saree', sku: 'G-3' },
];

function Selection() {
  const [products, setProducts] = useState(THREE);
  return <SelectedProductList products={products} onChange={setProducts} />;
}

/** The products' names in the order the list shows them. */
const order = () =>
  within(screen.getByRole('list', { name: 'Products in this line sheet' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\.\s*/, '').split(/\s+[A-Z]-\d/)[0]);

describe('line sheet product order', () => {
  it('moves a product by keyboard with Move up / Move down, announces each move and keeps focus on it', async () => {
    const user = setupUser();
    renderPage(<Selection />);
    expect(order()).toEqual(['Alpha Kurta', 'Beta Shirt', 'Gamma Saree']);
    expect(screen.getByRole('button', { name: 'Move up Alpha Kurta' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move down Alpha Kurta' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Beta Shirt', 'Alpha Kurta', 'Gamma Saree']);
    expect(screen.getByRole('status')).toHaveTextContent('Alpha Kurta moved to position 2 of 3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down Alpha Kurta' })).toHaveFocus());

    await user.keyboard(' ');
    expect(order()).toEqual(['Beta Shirt', 'Gamma Saree', 'Alpha Kurta']);
    expect(screen.getByRole('status')).toHaveTextContent('Alpha Kurta moved to position 3 of 3');
    // At the bottom Move down is disabled: focus goes to the product's Move up, so the keyboard is not lost.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up Alpha Kurta' })).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Beta Shirt', 'Alpha Kurta', 'Gamma Saree']);
  });

  it('removes a product and says so', async () => {
    const user = setupUser();
    renderPage(<Selection />);
    await user.click(screen.getByRole('button', { name: 'Remove Beta Shirt' }));
    expect(order()).toEqual(['Alpha Kurta', 'Gamma Saree']);
    expect(screen.getByRole('status')).toHaveTextContent('Beta Shirt removed');
  });

  it('saves the products in the order chosen: added by search, then reordered', async () => {
    const user = setupUser();
    const api = mockApi({
      'GET /attr/categories': { body: [aCategory()] },
      'GET /products': {
        body: aProductPage([
          aProductListItem({ id: 42, name: 'Linen Kurta', sku: 'KL-001' }),
          aProductListItem({ id: 43, name: 'Cotton Saree', sku: 'CS-9' }),
        ]),
      },
      'POST /line-sheets': {
        status: 201,
        body: {
          id: 5,
          name: 'Winter 26',
          note: '',
          deliveryFrom: null,
          deliveryTo: null,
          orderBy: null,
          stockDisplay: 'bands',
          lowStockBelow: 10,
          productIds: [43, 42],
          createdAt: '2026-12-01T10:00:00.000Z',
          updatedAt: '2026-12-01T10:00:00.000Z',
        },
      },
    });
    renderPage(<LineSheetFormPage mode="create" />, {
      route: '/line-sheets/new',
      path: '/line-sheets/new',
      otherRoutes: { '/line-sheets/:id': <div>sheet page</div> },
    });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Winter 26');
    await user.click(await screen.findByRole('button', { name: 'Add Linen Kurta' }));
    await user.click(screen.getByRole('button', { name: 'Add Cotton Saree' }));
    expect(screen.getByRole('button', { name: 'Linen Kurta added' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move up Cotton Saree' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('sheet page')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /line-sheets')).toEqual([
      expect.objectContaining({
        name: 'Winter 26',
        productIds: [43, 42],
        stockDisplay: 'bands',
        lowStockBelow: 10,
      }),
    ]);
  }, 60_000);
});
