import { field, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AttributePage from '../src/pages/AttributePage';
import { anAttributeItem } from './support/fixtures';

const open = () => renderPage(<AttributePage type="colors" />, { route: '/attributes/colors' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('attribute page', () => {
  it('lists the items with their Active or Disabled badge', async () => {
    mockApi({
      'GET /attr/colors': {
        body: [
          anAttributeItem(),
          anAttributeItem({ id: 2, name: 'Saffron', description: null, isActive: false }),
        ],
      },
    });
    open();
    expect(screen.getByRole('heading', { name: 'Colors' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Indigo' })).toBeInTheDocument();
    expect(within(rowOf('Indigo')).getByText('Deep blue dye')).toBeInTheDocument();
    expect(within(rowOf('Indigo')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Saffron')).getByText('Disabled')).toBeInTheDocument();
  });

  it('says "No colors found." when there are none', async () => {
    mockApi({ 'GET /attr/colors': { body: [] } });
    open();
    expect(await screen.findByText('No colors found.')).toBeInTheDocument();
  });

  it('"+ Add Color" checks the name, then creates the item', async () => {
    const api = mockApi({
      'GET /attr/colors': { body: [] },
      'POST /attr/colors': { status: 201, body: anAttributeItem() },
    });
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: '+ Add Color' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Color' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Name', within(dialog))).toHaveAccessibleDescription('Name is required'),
    );
    expect(api.callsTo('POST /attr/colors')).toHaveLength(0);

    await user.type(field('Name', within(dialog)), 'Indigo');
    await user.type(field('Description', within(dialog)), 'Deep blue dye');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('POST /attr/colors')).toEqual([
      { name: 'Indigo', description: 'Deep blue dye', isActive: false },
    ]);
    expect(await screen.findByText('Color added')).toBeInTheDocument();
  });

  it('shows the server message of a failed create, or "Create failed", in a dismissible banner', async () => {
    mockApi({
      'GET /attr/colors': { body: [] },
      'POST /attr/colors': [
        { status: 409, body: { message: 'A color named Indigo already exists' } },
        { status: 500, body: {} },
      ],
    });
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: '+ Add Color' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Color' });
    await user.type(field('Name', within(dialog)), 'Indigo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A color named Indigo already exists');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Create failed'));
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits an item with PUT and shows "Update failed" when the server gives no message', async () => {
    const api = mockApi({
      'GET /attr/colors': { body: [anAttributeItem()] },
      'PUT /attr/colors/1': [{ status: 500, body: {} }, { body: anAttributeItem({ name: 'Navy' }) }],
    });
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit Indigo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Color' });
    expect(field('Name', within(dialog))).toHaveValue('Indigo');
    await user.clear(field('Name', within(dialog)));
    await user.type(field('Name', within(dialog)), 'Navy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Update failed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesSentTo('PUT /attr/colors/1')[1]).toEqual({
      name: 'Navy',
      description: 'Deep blue dye',
      isActive: true,
    });
    expect(await screen.findByText('Color updated')).toBeInTheDocument();
  });

  it('deletes only after "Are you sure you want to delete this item?" and shows a failure in the banner', async () => {
    const api = mockApi({
      'GET /attr/colors': { body: [anAttributeItem()] },
      'DELETE /attr/colors/1': [
        { status: 409, body: { message: 'Indigo is used by 3 products' } },
        { status: 500, body: {} },
        { status: 204 },
      ],
    });
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete Indigo' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this item?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /attr/colors/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Indigo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Indigo is used by 3 products');

    await user.click(screen.getByRole('button', { name: 'Delete Indigo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Delete failed'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Indigo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Color deleted')).toBeInTheDocument();
  });
});
