import { field, findField, mockApi, renderPage, section, setupUser } from '@apparel/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ManufacturerFormPage from '../src/pages/ManufacturerFormPage';
import { aManufacturer } from './support/fixtures';
import { pickState, stateInput } from './support/queries';

/** The typed ones (State is picked from a list). */
const TYPED_DETAIL_FIELDS = ['Name', 'Description', 'Address', 'City'];

const openCreate = () =>
  renderPage(<ManufacturerFormPage mode="create" />, {
    route: '/manufacturers/create',
    path: '/manufacturers/create',
    otherRoutes: { '/manufacturers': <div>list</div> },
  });

const openAt = (mode: 'edit' | 'view') =>
  renderPage(<ManufacturerFormPage mode={mode} />, {
    route: `/manufacturers/5/${mode}`,
    path: `/manufacturers/:id/${mode}`,
    otherRoutes: { '/manufacturers': <div>list</div> },
  });

/** The form's two sections, once they are on screen. */
async function sections() {
  await findField('Description');
  return { details: section('Manufacturer Details'), adminUser: section('Admin User Details') };
}

async function fillCreateForm(user: ReturnType<typeof setupUser>) {
  const { details, adminUser } = await sections();
  await user.type(field('Name', details), 'Acme Apparel');
  await user.type(field('Description', details), 'Cotton shirts');
  await user.type(field('Address', details), '12 Mill Road');
  await pickState(user, 'Gujarat', details);
  await user.type(field('City', details), 'Surat');
  await user.type(field('GSTIN', details), '24ABCDE1234F1Z6');
  await user.type(field('Name', adminUser), 'Asha Patel');
  await user.type(field('Email', adminUser), 'asha@acme.test');
  await user.type(field('Mobile', adminUser), '9876543210');
  await user.type(field('Password', adminUser), 'secret1');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
  URL.revokeObjectURL = vi.fn();
});

describe('Add Manufacturer', () => {
  it('shows every validation message of SPEC 5 and sends nothing', async () => {
    const api = mockApi({});
    const user = setupUser();
    openCreate();
    expect(screen.getByRole('heading', { name: 'Add Manufacturer' })).toBeInTheDocument();
    const { details, adminUser } = await sections();

    await user.click(screen.getByRole('button', { name: 'Create Manufacturer' }));

    await waitFor(() => expect(field('Name', details)).toHaveAccessibleDescription('Required'));
    for (const name of TYPED_DETAIL_FIELDS)
      expect(field(name, details)).toHaveAccessibleDescription('Required');
    expect(stateInput(details)).toHaveAccessibleDescription('Required');
    expect(field('GSTIN', details)).toHaveAccessibleDescription(expect.not.stringContaining('Required'));
    expect(field('Name', adminUser)).toHaveAccessibleDescription('Required');
    expect(field('Email', adminUser)).toHaveAccessibleDescription('Required');
    expect(field('Mobile', adminUser)).toHaveAccessibleDescription('Mobile must be 10 digits');
    expect(field('Password', adminUser)).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );

    await user.type(field('Email', adminUser), 'not-an-email');
    await user.type(field('Mobile', adminUser), '98765');
    await user.type(field('Password', adminUser), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Manufacturer' }));

    await waitFor(() => expect(field('Email', adminUser)).toHaveAccessibleDescription('Invalid email'));
    expect(field('Mobile', adminUser)).toHaveAccessibleDescription('Mobile must be 10 digits');
    expect(field('Password', adminUser)).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends the SPEC multipart fields with the logo, toasts and returns to the list', async () => {
    const api = mockApi({ 'POST /admin/manufacturers': { status: 201, body: aManufacturer() } });
    const user = setupUser();
    const { router } = openCreate();
    await fillCreateForm(user);
    const logoInput = field('Logo');
    expect(logoInput).toHaveAttribute('type', 'file');
    expect(logoInput).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await user.upload(logoInput, new File(['png-bytes'], 'acme.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'blob:logo-preview');

    await user.click(screen.getByRole('button', { name: 'Create Manufacturer' }));

    expect(await screen.findByText('Manufactur Added Successfully')).toBeInTheDocument();
    expect(await screen.findByText('list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manufacturers');
    const body = api.callsTo('POST /admin/manufacturers')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'logo'))).toEqual({
      name: 'Acme Apparel',
      description: 'Cotton shirts',
      address: '12 Mill Road',
      state: 'Gujarat',
      city: 'Surat',
      gstin: '24ABCDE1234F1Z6',
      'user[name]': 'Asha Patel',
      'user[email]': 'asha@acme.test',
      'user[mobile]': '9876543210',
      'user[password]': 'secret1',
    });
    expect((body.get('logo') as File).name).toBe('acme.png');
  });

  it("shows the server's message as a toast and under the form, and stays on the page", async () => {
    mockApi({
      'POST /admin/manufacturers': {
        status: 409,
        body: { message: 'Email asha@acme.test is already in use' },
      },
    });
    const user = setupUser();
    const { router } = openCreate();
    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Manufacturer' }));

    expect(await screen.findAllByText('Email asha@acme.test is already in use')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/manufacturers/create');
  });

  it('falls back to "Operation failed" (toast and inline) when the server gives no message', async () => {
    mockApi({ 'POST /admin/manufacturers': { status: 500, body: {} } });
    const user = setupUser();
    openCreate();
    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Manufacturer' }));

    expect(await screen.findAllByText('Operation failed')).toHaveLength(2);
  });

  it('Cancel returns to the list', () => {
    mockApi({});
    openCreate();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/manufacturers');
  });
});

describe('Edit Manufacturer', () => {
  it('pre-fills the form; a blank password is not sent and the logo is kept', async () => {
    const api = mockApi({
      'GET /admin/manufacturers/5': { body: aManufacturer() },
      'PUT /admin/manufacturers/5': { body: aManufacturer({ name: 'Acme Apparel Ltd' }) },
    });
    const user = setupUser();
    const { router } = openAt('edit');
    expect(screen.getByRole('heading', { name: 'Edit Manufacturer' })).toBeInTheDocument();
    const { details, adminUser } = await sections();
    expect(field('Name', details)).toHaveValue('Acme Apparel');
    expect(field('Email', adminUser)).toHaveValue('asha@acme.test');
    expect(field('Password', adminUser)).toHaveValue('');
    expect(field('Password', adminUser)).toHaveAccessibleDescription(
      'Leave blank to keep the current password',
    );
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/uploads/logos/acme.png',
    );

    await user.clear(field('Name', details));
    await user.type(field('Name', details), 'Acme Apparel Ltd');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Manufactur Updated Successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manufacturers');
    const body = api.callsTo('PUT /admin/manufacturers/5')[0]?.body as FormData;
    expect(body.get('name')).toBe('Acme Apparel Ltd');
    expect(body.get('user[email]')).toBe('asha@acme.test');
    expect(body.has('user[password]')).toBe(false);
    expect(body.has('logo')).toBe(false);
  });

  it('checks the same rules on edit, with the password optional but at least 6 characters', async () => {
    const api = mockApi({ 'GET /admin/manufacturers/5': { body: aManufacturer() } });
    const user = setupUser();
    openAt('edit');
    const { details, adminUser } = await sections();
    for (const name of TYPED_DETAIL_FIELDS) await user.clear(field(name, details));
    await user.clear(field('Name', adminUser));
    await user.clear(field('Email', adminUser));
    await user.type(field('Email', adminUser), 'asha@');
    await user.clear(field('Mobile', adminUser));
    await user.type(field('Mobile', adminUser), '12345678901');
    await user.type(field('Password', adminUser), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(field('Name', details)).toHaveAccessibleDescription('Required'));
    for (const name of TYPED_DETAIL_FIELDS)
      expect(field(name, details)).toHaveAccessibleDescription('Required');
    expect(field('Name', adminUser)).toHaveAccessibleDescription('Required');
    expect(field('Email', adminUser)).toHaveAccessibleDescription('Invalid email');
    expect(field('Mobile', adminUser)).toHaveAccessibleDescription('Mobile must be 10 digits');
    expect(field('Password', adminUser)).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 6 characters'),
    );
    expect(api.callsTo('PUT /admin/manufacturers/5')).toHaveLength(0);
  });

  it('sends a new password and a new logo when given', async () => {
    const api = mockApi({
      'GET /admin/manufacturers/5': { body: aManufacturer() },
      'PUT /admin/manufacturers/5': { body: aManufacturer() },
    });
    const user = setupUser();
    openAt('edit');
    const { adminUser } = await sections();
    await user.type(field('Password', adminUser), 'newpass1');
    await user.upload(field('Logo'), new File(['gif'], 'new.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Manufactur Updated Successfully');
    const body = api.callsTo('PUT /admin/manufacturers/5')[0]?.body as FormData;
    expect(body.get('user[password]')).toBe('newpass1');
    expect((body.get('logo') as File).name).toBe('new.gif');
  });

  it('Cancel returns to the view page', async () => {
    mockApi({ 'GET /admin/manufacturers/5': { body: aManufacturer() } });
    openAt('edit');
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/manufacturers/5/view',
    );
  });

  it('shows "Failed to load manufacturer." with Back when the manufacturer cannot be loaded', async () => {
    mockApi({ 'GET /admin/manufacturers/5': { status: 404, body: { message: 'Manufacturer not found' } } });
    openAt('edit');
    expect(await screen.findByText('Failed to load manufacturer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/manufacturers');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });
});

describe('View Manufacturer', () => {
  it('is read-only, hides the password and links Back to the list and Edit to the edit page', async () => {
    mockApi({ 'GET /admin/manufacturers/5': { body: aManufacturer() } });
    openAt('view');
    expect(screen.getByRole('heading', { name: 'View Manufacturer' })).toBeInTheDocument();
    // A details layout to read, not greyed inputs.
    expect(await screen.findByText('Acme Apparel')).toBeInTheDocument();
    const details = section('Manufacturer Details');
    expect(details.getByText('Gujarat')).toBeInTheDocument();
    expect(section('Admin User Details').getByText('asha@acme.test')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/uploads/logos/acme.png',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/manufacturers');
    expect(screen.getByRole('link', { name: 'Edit Acme Apparel' })).toHaveAttribute(
      'href',
      '/manufacturers/5/edit',
    );
    expect(screen.queryByRole('button', { name: /Save|Create/ })).not.toBeInTheDocument();
  });
});
