import { field, mockApi, queryField, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RetailerFormPage from '../src/pages/RetailerFormPage';
import { aRetailer } from './support/fixtures';

const openForm = (mode: 'create' | 'edit' | 'view') => {
  const path = { create: '/retailers/new', edit: '/retailers/:id/edit', view: '/retailers/:id' }[mode];
  const route = { create: '/retailers/new', edit: '/retailers/7/edit', view: '/retailers/7' }[mode];
  return renderPage(<RetailerFormPage mode={mode} />, {
    route,
    path,
    otherRoutes: {
      '/retailers/list': <div>retailer list</div>,
      '/retailers': <div>retailers</div>,
      ...(mode === 'view'
        ? { '/retailers/:id/edit': <div>edit page</div> }
        : { '/retailers/:id': <div>view page</div> }),
    },
  });
};

const stateField = () => screen.getByRole('combobox', { name: /^State/ });

const fillRetailer = async (user: ReturnType<typeof setupUser>) => {
  await user.type(field('Retailer Name'), 'Sharma Garments');
  await user.type(field('Address'), '14 MG Road');
  // State is the shared dropdown: typing then Enter picks the match and does not submit.
  await user.type(stateField(), 'Karnat{Enter}');
  expect(stateField()).toHaveValue('Karnataka');
  await user.type(field('City'), 'Bengaluru');
  await user.type(field('Outlet Name'), 'Sharma Outlet');
  await user.type(field('Outlet Address'), '15 MG Road');
  await user.type(field('Contact Person'), 'Anil Sharma');
  await user.type(field('Name'), 'Anil Sharma');
  await user.type(field('Email'), 'anil@retail.test');
  await user.type(field('Mobile'), '9110000001');
  await user.type(field('Password'), 'secret1');
};

describe('Create Retailer', () => {
  it('shows the SPEC 5 messages on submit only, and sends nothing', async () => {
    const api = mockApi({});
    const user = setupUser();
    openForm('create');
    expect(screen.getByRole('heading', { name: 'Create Retailer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Retailer Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Details' })).toBeInTheDocument();
    await user.type(field('Email'), 'anil@');
    // Not checked while typing.
    expect(field('Email')).not.toHaveAccessibleDescription('Invalid email');

    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    for (const label of [
      'Retailer Name',
      'Address',
      'State',
      'City',
      'Outlet Name',
      'Outlet Address',
      'Contact Person',
      'Name',
    ])
      await waitFor(() =>
        expect(label === 'State' ? stateField() : field(label)).toHaveAccessibleDescription('Required'),
      );
    expect(field('GSTIN')).not.toHaveAccessibleDescription('Required');
    expect(field('Email')).toHaveAccessibleDescription('Invalid email');
    expect(field('Mobile')).toHaveAccessibleDescription('Mobile must be 10 digits');
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');

    // After a failed submit, fixing a field does not re-check it until the next submit.
    await user.type(field('Mobile'), '91');
    expect(field('Mobile')).toHaveAccessibleDescription('Mobile must be 10 digits');
    expect(api.calls).toHaveLength(0);
  });

  it('offers the three types, sends the form, toasts "Retailer Added Successfully" and returns to the list', async () => {
    const api = mockApi({ 'POST /manufacturer/retailers': { status: 201, body: aRetailer() } });
    const user = setupUser();
    const { router } = openForm('create');
    await fillRetailer(user);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    const typeList = await screen.findByRole('listbox', { name: 'Type', hidden: true });
    const options = within(typeList)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(options).toEqual(['Retailer', 'Wholesaler', 'Distributor']);
    await user.click(screen.getByRole('option', { name: 'Wholesaler', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));

    expect(await screen.findByText('Retailer Added Successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/retailers/list');
    expect(api.callsTo('POST /manufacturer/retailers')[0]?.body).toEqual({
      name: 'Sharma Garments',
      address: '14 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      pinCode: '',
      gstin: '',
      outletName: 'Sharma Outlet',
      outletAddr: '15 MG Road',
      contactPerson: 'Anil Sharma',
      type: 'Wholesaler',
      user: { name: 'Anil Sharma', email: 'anil@retail.test', mobile: '9110000001', password: 'secret1' },
    });
  });

  it('takes an optional PIN code of 6 digits (product.md §18)', async () => {
    const api = mockApi({ 'POST /manufacturer/retailers': { status: 201, body: aRetailer() } });
    const user = setupUser();
    openForm('create');
    await fillRetailer(user);
    await user.type(field('PIN Code'), '012345');
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    await waitFor(() =>
      expect(field('PIN Code')).toHaveAccessibleDescription('PIN code must be 6 digits, not starting with 0'),
    );
    expect(api.calls).toHaveLength(0);
    await user.clear(field('PIN Code'));
    await user.type(field('PIN Code'), '560001');
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    await waitFor(() => expect(api.callsTo('POST /manufacturer/retailers')).toHaveLength(1));
    expect(api.callsTo('POST /manufacturer/retailers')[0]?.body).toMatchObject({ pinCode: '560001' });
  });

  it('toasts and shows the server\'s message, or "Operation failed"', async () => {
    mockApi({
      'POST /manufacturer/retailers': [
        { status: 409, body: { message: 'Email already in use' } },
        { status: 500, body: {} },
      ],
    });
    const user = setupUser();
    const { router } = openForm('create');
    await fillRetailer(user);
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    await waitFor(() => expect(screen.getAllByText('Email already in use')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Create Retailer' }));
    await waitFor(() => expect(screen.getAllByText('Operation failed').length).toBeGreaterThanOrEqual(2));
    expect(router.state.location.pathname).toBe('/retailers/new');
  });

  it('Cancel goes to /retailers/list', async () => {
    mockApi({});
    openForm('create');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/retailers/list');
  });
});

describe('Edit and View Retailer', () => {
  it('edits with a blank password left out, toasts "Retailer Updated Successfully"', async () => {
    const api = mockApi({
      'GET /manufacturer/retailers/7': { body: aRetailer() },
      'PUT /manufacturer/retailers/7': { body: aRetailer({ city: 'Mysuru' }) },
    });
    const user = setupUser();
    const { router } = openForm('edit');
    expect(screen.getByRole('heading', { name: 'Edit Retailer' })).toBeInTheDocument();
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/retailers/7');
    await user.clear(field('City'));
    await user.type(field('City'), 'Mysuru');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Retailer Updated Successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/retailers/list');
    const sent = api.callsTo('PUT /manufacturer/retailers/7')[0]?.body as { city: string; user: object };
    expect(sent.city).toBe('Mysuru');
    expect(sent.user).toEqual({ name: 'Anil Sharma', email: 'anil@retail.test', mobile: '9110000001' });
  });

  it('views read-only without the password, with Back to the list and Edit', async () => {
    mockApi({ 'GET /manufacturer/retailers/7': { body: aRetailer({ type: 'Distributor' }) } });
    openForm('view');
    expect(screen.getByRole('heading', { name: 'View Retailer' })).toBeInTheDocument();
    await waitFor(() => expect(field('Retailer Name')).toHaveValue('Sharma Garments'));
    expect(field('Retailer Name')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Distributor');
    expect(queryField('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/retailers/list');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/retailers/7/edit');
  });

  it('shows "Failed to load retailer." with Back to /retailers', async () => {
    mockApi({ 'GET /manufacturer/retailers/7': { status: 404, body: { message: 'Retailer not found' } } });
    openForm('view');
    expect(await screen.findByText('Failed to load retailer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/retailers');
  });
});
