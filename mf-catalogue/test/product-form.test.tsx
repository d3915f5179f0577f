import {
  type ApiReply,
  chooseOption,
  field,
  findField,
  mockApi,
  renderPage,
  setupUser,
} from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ProductFormPage from '../src/pages/ProductFormPage';
import { productFormReads } from './support/catalogue-api';
import { aProduct } from './support/fixtures';

type User = ReturnType<typeof setupUser>;

// The whole product form under jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const open = (id: string) =>
  renderPage(<ProductFormPage />, {
    route: `/products/${id}`,
    path: '/products/:id',
    otherRoutes: { '/products': <div>products list</div> },
  });

const submit = (user: User, name: 'Create' | 'Update' = 'Create') =>
  user.click(screen.getByRole('button', { name }));

async function fillRequired(user: User) {
  await user.type(await findField('Name'), 'KURTA-LIN-01');
  await user.type(field('Display Name'), 'Linen Kurta');
  await user.type(field('SKU'), 'KL-001');
  await user.type(field('Price'), '1299.5');
  await user.type(field('MRP'), '1499');
  await user.type(field('Stock Quantity'), '35');
  await user.type(field('Short Description'), 'A breathable linen kurta');
  await chooseOption(user, 'Category', 'Shirts');
}

const formEntries = (body: FormData) =>
  [...body.entries()].map(([key, value]) => [key, value instanceof File ? `file:${value.name}` : value]);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('Add Product', () => {
  it('shows every required-field message, "Category is required", and sends nothing', async () => {
    const api = mockApi(productFormReads());
    const user = setupUser();
    open('new');
    expect(screen.getByRole('heading', { name: 'Add Product' })).toBeInTheDocument();
    await findField('Name');
    await submit(user);

    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Required'));
    for (const label of ['Display Name', 'SKU', 'Price', 'MRP', 'Stock Quantity', 'Short Description'])
      expect(field(label)).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Category is required',
    );
    for (const label of ['Weight', 'Length', 'Min Order Qty', 'Max Order Qty'])
      expect(field(label)).not.toHaveAccessibleDescription();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('takes an HSN code of 4, 6 or 8 digits (issue 19)', async () => {
    const api = mockApi({ ...productFormReads(), 'POST /products': { status: 201, body: aProduct() } });
    const user = setupUser();
    open('new');
    await fillRequired(user);
    await user.type(field('HSN code'), '62051');
    await submit(user);
    expect(await screen.findByText('HSN code must be 4, 6 or 8 digits')).toBeInTheDocument();
    expect(api.callsTo('POST /products')).toEqual([]);
    await user.type(field('HSN code'), '0');
    await submit(user);
    expect(await screen.findByText('Data Saved Successfully')).toBeInTheDocument();
    const body = api.callsTo('POST /products')[0]?.body as FormData;
    expect(body.get('hsnCode')).toBe('620510');
  });

  it('checks min against max order quantity and text lengths', async () => {
    const api = mockApi(productFormReads());
    const user = setupUser();
    open('new');
    await fillRequired(user);
    await user.type(field('Min Order Qty'), '20');
    await user.type(field('Max Order Qty'), '10');
    await user.clear(field('SKU'));
    await user.click(field('SKU'));
    await user.paste('K'.repeat(65));
    await submit(user);
    await waitFor(() =>
      expect(field('Max Order Qty')).toHaveAccessibleDescription(
        'Min Order Qty must not be greater than Max Order Qty',
      ),
    );
    expect(field('SKU')).toHaveAccessibleDescription('Must be at most 64 characters');
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('keeps Subcategory disabled until a category is chosen, offers its sub-categories, and clears it on a change', async () => {
    mockApi(productFormReads());
    const user = setupUser();
    open('new');
    const subcategory = await screen.findByRole('combobox', { name: 'Subcategory' });
    expect(subcategory).toBeDisabled();

    await chooseOption(user, 'Category', 'Shirts');
    await waitFor(() => expect(subcategory).toBeEnabled());
    await user.click(subcategory);
    const offered = screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(offered).toEqual(expect.arrayContaining(['Formal', 'Casual']));
    expect(offered).not.toContain('Silk');
    await chooseOption(user, 'Subcategory', 'Casual');
    expect(subcategory).toHaveValue('Casual');

    await chooseOption(user, 'Category', 'Sarees');
    await waitFor(() => expect(subcategory).toHaveValue(''));
    await chooseOption(user, 'Subcategory', 'Silk');
    expect(subcategory).toHaveValue('Silk');
  });

  it('the discount editor adds 0/0/0 rows, removes a row, and checks ranges and percentages', async () => {
    const api = mockApi({ ...productFormReads(), 'POST /products': { status: 201, body: aProduct() } });
    const user = setupUser();
    open('new');
    await fillRequired(user);
    const rules = screen.getByRole('group', { name: 'Discount Rules' });
    expect(within(rules).getByText('No discount rules.')).toBeInTheDocument();

    await user.click(within(rules).getByRole('button', { name: '+ Add Range' }));
    const first = within(rules).getByRole('group', { name: 'Range 1' });
    expect(within(first).getByLabelText('From')).toHaveValue('0');
    expect(within(first).getByLabelText('To')).toHaveValue('0');
    expect(within(first).getByLabelText('Discount(%)')).toHaveValue('0');

    await user.clear(within(first).getByLabelText('From'));
    await user.type(within(first).getByLabelText('From'), '10');
    await user.clear(within(first).getByLabelText('To'));
    await user.type(within(first).getByLabelText('To'), '5');
    await user.clear(within(first).getByLabelText('Discount(%)'));
    await user.type(within(first).getByLabelText('Discount(%)'), '150');
    await submit(user);
    await waitFor(() =>
      expect(within(first).getByLabelText('To')).toHaveAccessibleDescription(
        'From must not be greater than To',
      ),
    );
    expect(within(first).getByLabelText('Discount(%)')).toHaveAccessibleDescription(
      'Discount must be between 0 and 100',
    );

    await user.clear(within(first).getByLabelText('To'));
    await user.type(within(first).getByLabelText('To'), '20');
    await user.clear(within(first).getByLabelText('Discount(%)'));
    await user.type(within(first).getByLabelText('Discount(%)'), '5');
    await user.click(within(rules).getByRole('button', { name: '+ Add Range' }));
    const second = within(rules).getByRole('group', { name: 'Range 2' });
    await user.clear(within(second).getByLabelText('From'));
    await user.type(within(second).getByLabelText('From'), '15');
    await user.clear(within(second).getByLabelText('To'));
    await user.type(within(second).getByLabelText('To'), '30');
    await submit(user);
    expect(await within(rules).findByRole('alert')).toHaveTextContent('Discount ranges must not overlap');

    await user.click(within(rules).getByRole('button', { name: 'Remove range 2' }));
    expect(within(rules).queryByRole('group', { name: 'Range 2' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /products')).toHaveLength(0);
    await submit(user);
    await screen.findByText('products list');
    const body = api.callsTo('POST /products')[0]?.body as FormData;
    expect(body.get('discount')).toBe(JSON.stringify([{ from: 10, to: 20, discount: 5 }]));
  });

  it('sends the SPEC multipart payload with the files, toasts "Data Saved Successfully" and returns to the list', async () => {
    const api = mockApi({ ...productFormReads(), 'POST /products': { status: 201, body: aProduct() } });
    const user = setupUser();
    const { router } = open('new');
    await fillRequired(user);
    await chooseOption(user, 'Subcategory', 'Casual');
    await chooseOption(user, 'Colors', 'Indigo');
    await chooseOption(user, 'Colors', 'Saffron');
    await chooseOption(user, 'Sizes', 'Any size');
    await chooseOption(user, 'Gender', 'Women');
    await chooseOption(user, 'Expected Delivery Month', 'March');
    await chooseOption(user, 'Status', 'Inactive');
    await user.type(field('Min Order Qty'), '5');
    await user.type(field('Max Order Qty'), '50');
    await user.click(screen.getByRole('button', { name: '+ Add Range' }));
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '9');
    await user.clear(screen.getByLabelText('Discount(%)'));
    await user.type(screen.getByLabelText('Discount(%)'), '7.5');
    await user.upload(field('Product Images'), [
      new File(['a'], 'front.png', { type: 'image/png' }),
      new File(['b'], 'back.jpg', { type: 'image/jpeg' }),
    ]);
    await user.upload(field('Catalog PDF'), new File(['%PDF'], 'lookbook.pdf', { type: 'application/pdf' }));
    expect(field('Product Images')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(field('Video File')).toHaveAttribute('accept', 'video/mp4,video/webm');

    await submit(user);
    expect(await screen.findByText('Data Saved Successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products');
    const body = api.callsTo('POST /products')[0]?.body as FormData;
    expect(formEntries(body)).toEqual([
      ['name', 'Linen Kurta'],
      ['adminName', 'KURTA-LIN-01'],
      ['sku', 'KL-001'],
      ['price', '1299.5'],
      ['mrp', '1499'],
      ['stockQty', '35'],
      ['weight', ''],
      ['len', ''],
      ['minOrderQty', '5'],
      ['maxOrderOty', '50'],
      ['orderMultiple', ''],
      ['gender', 'Women'],
      ['edm', 'March'],
      ['hsnCode', ''],
      ['status', 'Inactive'],
      ['description', 'A breathable linen kurta'],
      ['fullDesc', ''],
      ['categoryId', '10'],
      ['subcategoryId', '102'],
      ['colorIds[]', '1'],
      ['colorIds[]', '2'],
      ['sizeIds[]', '7'],
      ['discount', JSON.stringify([{ from: 0, to: 9, discount: 7.5 }])],
      // The Stock Quantity typed before the colours and size were chosen sits in the grid's first cell.
      [
        'variants',
        JSON.stringify([
          { sizeId: 7, colorId: 1, sku: 'KL-001-INDIGO-ANY-SIZE', stockQty: 35 },
          { sizeId: 7, colorId: 2, sku: 'KL-001-SAFFRON-ANY-SIZE', stockQty: 0 },
        ]),
      ],
      ['packs', '[]'],
      ['productImages', 'file:front.png'],
      ['productImages', 'file:back.jpg'],
      ['catalogUrl', 'file:lookbook.pdf'],
    ]);
  });

  it('reads "Saving..." while busy and shows the save error under the button', async () => {
    let answer: (reply: ApiReply) => void = () => {};
    mockApi({
      ...productFormReads(),
      'POST /products': () =>
        new Promise<ApiReply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = setupUser();
    open('new');
    await fillRequired(user);
    await submit(user);
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    answer({ status: 409, body: { message: 'SKU KL-001 is already in use' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('SKU KL-001 is already in use');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });
});

describe('Edit Product', () => {
  it('fills the form from the stored product, keeps or drops images, and sends PUT', async () => {
    const api = mockApi({
      ...productFormReads(),
      'GET /products/42': { body: aProduct() },
      'PUT /products/42': { body: aProduct() },
    });
    const user = setupUser();
    open('42');
    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(await findField('Display Name')).toHaveValue('Linen Kurta');
    expect(field('Name')).toHaveValue('KURTA-LIN-01');
    expect(field('Price')).toHaveValue('1299.5');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Shirts'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Subcategory' })).toHaveValue('Casual'));
    expect(screen.getByRole('img', { name: 'Product image 1' })).toHaveAttribute(
      'src',
      '/uploads/products/kurta-1.webp',
    );
    expect(screen.getByRole('link', { name: 'View Catalog PDF' })).toHaveAttribute(
      'href',
      '/uploads/catalogs/kurta.pdf',
    );
    expect(screen.queryByRole('link', { name: 'View Video File' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Range 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('img', { name: 'Product image 2' })).not.toBeInTheDocument();
    // The product has a colour, so its stock is typed in the grid and Stock Quantity adds it up.
    expect(field('Stock Quantity')).toHaveAttribute('readonly');
    await user.clear(screen.getByRole('textbox', { name: 'Indigo stock' }));
    await user.type(screen.getByRole('textbox', { name: 'Indigo stock' }), '40');
    expect(field('Stock Quantity')).toHaveValue('40');
    await submit(user, 'Update');

    expect(await screen.findByText('Data Saved Successfully')).toBeInTheDocument();
    const body = api.callsTo('PUT /products/42')[0]?.body as FormData;
    expect(body.get('stockQty')).toBe('40');
    expect(body.getAll('colorIds[]')).toEqual(['1']);
    expect(body.get('discount')).toBe(JSON.stringify([{ from: 10, to: 20, discount: 5 }]));
    expect(body.get('keptImages')).toBe(JSON.stringify(['/uploads/products/kurta-2.webp']));
    expect(body.get('fullDesc')).toBe('<p>Hand <strong>woven</strong></p>');
  });

  it('treats /products/view as a product id that cannot be loaded', async () => {
    mockApi(productFormReads());
    open('view');
    expect(await screen.findByText('Failed to load product.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/products');
  });
});
