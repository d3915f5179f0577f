import { type ApiReply, columnHeaders, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import ProductListPage from '../src/pages/ProductListPage';
import { aProductListItem, aProductPage } from './support/fixtures';

const open = (route = '/products') =>
  renderPage(<ProductListPage />, {
    route,
    path: '/products',
    otherRoutes: { '/products/:id': <div>product form</div> },
  });

/** The query strings the page sent to one path, in order. */
const queriesTo = (path: string) =>
  (fetch as unknown as Mock).mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`)
    .map((url) => Object.fromEntries(url.searchParams));
const listQueries = () => queriesTo('/products');
/** The list's default order, sent with every query. */
const newestFirst = { sortBy: 'createdAt', sortOrder: 'desc' };

describe('products list', () => {
  it('shows the columns of SPEC: QR, Name, SKU, Price and MRP in rupees, Stock, Image, Added, Action', async () => {
    mockApi({
      'GET /products': {
        body: aProductPage([
          aProductListItem(),
          aProductListItem({ id: 43, name: 'Cotton Saree', sku: 'CS-9', images: [] }),
        ]),
      },
    });
    open();
    const kurta = await screen.findByRole('row', { name: /Linen Kurta/ });
    expect(await columnHeaders()).toEqual([
      'QR',
      'Name',
      'SKU',
      'Price',
      'MRP',
      'Stock',
      'Image',
      'Added',
      'Action',
    ]);
    const cells = within(kurta).getAllByRole('cell');
    const [qrCell, , , , , , imageCell, addedCell] = cells;
    if (!qrCell || !imageCell || !addedCell)
      throw new Error('the Linen Kurta row lacks its QR, Image or Added cell');
    expect(cells.slice(1, 6).map((cell) => cell.textContent)).toEqual([
      'Linen Kurta',
      'KL-001',
      '₹1,299.50',
      '₹1,499.00',
      '35',
    ]);
    expect(within(imageCell).getByRole('img', { name: 'Linen Kurta' })).toHaveAttribute(
      'src',
      '/uploads/products/kurta-1.webp',
    );
    expect(addedCell).toHaveTextContent('2026-03-05');
    expect(within(kurta).getByRole('link', { name: 'Edit Linen Kurta' })).toHaveAttribute(
      'href',
      '/products/42',
    );

    const qr = within(qrCell).getByRole('button', { name: 'Download QR code of Linen Kurta' });
    const svg = qr.querySelector('svg');
    expect(svg).toHaveAttribute('width', '64');
    expect(svg).toHaveAttribute('data-qr-value', JSON.stringify({ id: 42, name: 'Linen Kurta' }));
    // The code is drawn just after the row shows (the qrcode library loads then).
    await waitFor(() => expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/));

    const saree = screen.getByRole('row', { name: /Cotton Saree/ });
    expect(within(saree).getAllByRole('cell')[6]).toHaveTextContent(/^-$/);
  });

  it('"Add Product" goes to /products/new', async () => {
    mockApi({ 'GET /products': { body: aProductPage([]) } });
    open();
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/products/new');
  });

  it('searches on the server and pages through the results', async () => {
    mockApi({
      'GET /products': {
        body: aProductPage([aProductListItem()], { total: 45, pageSize: 20 }),
      },
    });
    const user = setupUser();
    const { router } = open();
    await screen.findByRole('row', { name: /Linen Kurta/ });
    expect(screen.getByText('Page 1 of 3 (45 products)')).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({ ...newestFirst, page: '1', pageSize: '20' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ ...newestFirst, page: '2', pageSize: '20' }));
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'kurta');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({ ...newestFirst, page: '1', pageSize: '20', q: 'kurta' }),
    );
    expect(router.state.location.search).toBe('?q=kurta');
  });

  it('shows "Error: {message}" when the list fails', async () => {
    mockApi({ 'GET /products': { status: 500, body: { message: 'Database unavailable' } } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
  });

  it('deletes after "Delete product?", with every Delete disabled while it runs', async () => {
    let finishDelete: (reply: ApiReply) => void = () => {};
    const api = mockApi({
      'GET /products': {
        body: aProductPage([aProductListItem(), aProductListItem({ id: 43, name: 'Cotton Saree' })]),
      },
      'DELETE /products/42': () =>
        new Promise<ApiReply>((resolve) => {
          finishDelete = resolve;
        }),
    });
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete Linen Kurta' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete product?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /products/42')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Linen Kurta' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Cotton Saree' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Delete Linen Kurta' })).toBeDisabled();
    finishDelete({ status: 204 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Cotton Saree' })).toBeEnabled());
    expect(api.callsTo('DELETE /products/42')).toHaveLength(1);
  });

  it("toasts the server's message when a delete fails", async () => {
    mockApi({
      'GET /products': { body: aProductPage([aProductListItem()]) },
      'DELETE /products/42': { status: 409, body: { message: 'Linen Kurta is in 2 open orders' } },
    });
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete Linen Kurta' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Linen Kurta is in 2 open orders')).toBeInTheDocument();
  });

  it('downloads the import template, and exports the listed products with the search applied', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      'GET /products': { body: aProductPage([aProductListItem()]) },
      'GET /manufacturer/bulk-upload/template': { body: 'sku,name' },
      'GET /products/export': { body: 'sku,name' },
    });
    const user = setupUser();
    open('/products?q=kurta');
    await screen.findByRole('row', { name: /Linen Kurta/ });
    await user.click(screen.getByRole('button', { name: 'Download Template' }));
    await waitFor(() => expect(api.callsTo('GET /manufacturer/bulk-upload/template')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(queriesTo('/products/export')).toEqual([{ ...newestFirst, q: 'kurta' }]));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();
  });
});
