import { chooseOption, field, listPage, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CategoriesPage from '../src/pages/CategoriesPage';
import SubCategoriesPage from '../src/pages/SubCategoriesPage';
import { aCategory, aSubcategory } from './support/fixtures';

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('categories page', () => {
  it('lists name, description and sub-category count', async () => {
    mockApi({
      'GET /attr/categories': {
        body: listPage('categories', [
          aCategory(),
          aCategory({ id: 11, name: 'Sarees', subcategoryCount: 0, subcategories: [] }),
        ]),
      },
    });
    renderPage(<CategoriesPage />);
    expect(await screen.findByRole('cell', { name: 'Shirts' })).toBeInTheDocument();
    expect(within(rowOf('Shirts')).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(rowOf('Sarees')).getByRole('cell', { name: '0' })).toBeInTheDocument();
  });

  it('adds a category in the modal and edits one with PUT', async () => {
    const api = mockApi({
      'GET /attr/categories': { body: listPage('categories', [aCategory()]) },
      'POST /attr/categories': { status: 201, body: aCategory({ id: 12, name: 'Jackets' }) },
      'PUT /attr/categories/10': { body: aCategory({ name: 'Shirts & Tops' }) },
    });
    const user = setupUser();
    renderPage(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Name', within(dialog))).toHaveAccessibleDescription('Name is required'),
    );
    await user.type(field('Name', within(dialog)), 'Jackets');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('POST /attr/categories')).toEqual([{ name: 'Jackets', description: '' }]);
    expect(await screen.findByText('Category added')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Shirts' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await user.type(field('Name', within(dialog)), ' & Tops');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('PUT /attr/categories/10')).toEqual([
      { name: 'Shirts & Tops', description: 'Formal and casual shirts' },
    ]);
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
  });

  it('sets, shows and clears a default HSN code for invoices (issue 19)', async () => {
    const api = mockApi({
      'GET /attr/categories': { body: listPage('categories', [aCategory({ defaultHsn: '6205' })]) },
      'PUT /attr/categories/10': { body: aCategory() },
    });
    const user = setupUser();
    renderPage(<CategoriesPage />);
    expect(await screen.findByRole('cell', { name: '6205' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Shirts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const hsn = field('Default HSN code', within(dialog));
    expect(hsn).toHaveValue('6205');
    await user.clear(hsn);
    await user.type(hsn, '62051');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(hsn).toHaveAccessibleDescription(/HSN code must be 4, 6 or 8 digits/));
    await user.clear(hsn);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('PUT /attr/categories/10')).toEqual([
      { name: 'Shirts', description: 'Formal and casual shirts', defaultHsn: null },
    ]);
  });

  it('deletes after "Delete this category?" and shows the server error field, or "Error"', async () => {
    const api = mockApi({
      'GET /attr/categories': { body: listPage('categories', [aCategory()]) },
      'DELETE /attr/categories/10': [
        { status: 409, body: { error: 'Shirts is used by 4 products', statusCode: 409 } },
        { status: 500, body: {} },
      ],
    });
    const user = setupUser();
    renderPage(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Shirts' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete this category?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Shirts is used by 4 products');
    expect(api.callsTo('DELETE /attr/categories/10')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete Shirts' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Error$/));
  });
});

describe('sub categories page', () => {
  const chooseShirts = (user: ReturnType<typeof setupUser>) =>
    chooseOption(user, 'Select Category', 'Shirts');

  it('shows nothing to manage until a category is chosen, then its sub-categories', async () => {
    const api = mockApi({
      'GET /attr/categories': { body: [aCategory()] },
      'GET /attr/categories/10/subcategories': {
        body: listPage('subcategories', [aSubcategory(), aSubcategory({ id: 102, name: 'Casual' })]),
      },
    });
    const user = setupUser();
    renderPage(<SubCategoriesPage />);
    expect(screen.queryByRole('button', { name: 'Add Sub Category' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /attr/categories/10/subcategories')).toHaveLength(0);
    await chooseShirts(user);
    expect(await screen.findByRole('cell', { name: 'Casual' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Formal' })).toBeInTheDocument();
  });

  it('adds a sub-category to the chosen category, edits and deletes one', async () => {
    const api = mockApi({
      'GET /attr/categories': { body: [aCategory()] },
      'GET /attr/categories/10/subcategories': { body: listPage('subcategories', [aSubcategory()]) },
      'POST /attr/categories/subcategory': { status: 201, body: aSubcategory({ id: 103, name: 'Party' }) },
      'PUT /attr/categories/subcategory/101': { body: aSubcategory({ name: 'Office' }) },
      'DELETE /attr/categories/subcategory/101': { status: 204 },
    });
    const user = setupUser();
    renderPage(<SubCategoriesPage />);
    await chooseShirts(user);
    await user.click(await screen.findByRole('button', { name: 'Add Sub Category' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Sub Category' });
    await user.type(field('Name', within(dialog)), 'Party');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('POST /attr/categories/subcategory')).toEqual([
      { categoryId: 10, name: 'Party', description: '' },
    ]);
    expect(await screen.findByText('Sub Category added')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Edit Formal' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Sub Category' });
    await user.clear(field('Name', within(dialog)));
    await user.type(field('Name', within(dialog)), 'Office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('PUT /attr/categories/subcategory/101')).toEqual([
      { categoryId: 10, name: 'Office', description: 'Office wear' },
    ]);
    expect(await screen.findByText('Sub Category updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Formal' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete this subcategory?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /attr/categories/subcategory/101')).toHaveLength(1));
    expect(await screen.findByText('Sub Category deleted')).toBeInTheDocument();
  });

  it("shows a failed save's server error field in the modal", async () => {
    mockApi({
      'GET /attr/categories': { body: [aCategory()] },
      'GET /attr/categories/10/subcategories': { body: listPage('subcategories', []) },
      'POST /attr/categories/subcategory': {
        status: 409,
        body: { error: 'Formal already exists in Shirts' },
      },
    });
    const user = setupUser();
    renderPage(<SubCategoriesPage />);
    await chooseShirts(user);
    expect(await screen.findByText('No subcategories found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Sub Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sub Category' });
    await user.type(field('Name', within(dialog)), 'Formal');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Formal already exists in Shirts');
  });
});
