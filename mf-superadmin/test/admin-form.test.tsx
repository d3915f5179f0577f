import { field, findField, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminFormPage from '../src/pages/AdminFormPage';
import { anAdmin } from './support/fixtures';

const openAdminForm = (mode: 'create' | 'edit' | 'view') => {
  const path = mode === 'create' ? '/admins/create' : `/admins/:id/${mode}`;
  return renderPage(<AdminFormPage mode={mode} />, {
    route: mode === 'create' ? path : `/admins/7/${mode}`,
    path,
    otherRoutes: { '/admins': <div>admin list</div> },
  });
};

describe('Create Admin', () => {
  it('shows every validation message of SPEC 5 and sends nothing', async () => {
    const api = mockApi({});
    const user = setupUser();
    openAdminForm('create');
    expect(screen.getByRole('heading', { name: 'Create Admin' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Admin' }));

    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Required'));
    expect(field('Email')).toHaveAccessibleDescription('Required');
    expect(field('Mobile')).toHaveAccessibleDescription('Mobile must be 10 digits');
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');

    await user.type(field('Email'), 'ravi@');
    await user.type(field('Mobile'), '91234abcde');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Invalid email'));
    expect(field('Mobile')).toHaveAccessibleDescription('Mobile must be 10 digits');
    expect(api.calls).toHaveLength(0);
  });

  it('sends {user:{...}}, toasts (SPEC wording as is) and returns to /admins', async () => {
    const api = mockApi({ 'POST /admin/admins': { status: 201, body: anAdmin() } });
    const user = setupUser();
    const { router } = openAdminForm('create');
    await user.type(field('Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@platform.test');
    await user.type(field('Mobile'), '9123456780');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));

    expect(await screen.findByText('Manufactur Added Successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admins');
    expect(api.callsTo('POST /admin/admins')[0]?.body).toEqual({
      user: { name: 'Ravi Kumar', email: 'ravi@platform.test', mobile: '9123456780', password: 'secret1' },
    });
  });

  it("shows the server's message in the banner", async () => {
    mockApi({
      'POST /admin/admins': { status: 409, body: { message: 'Mobile 9123456780 is already in use' } },
    });
    const user = setupUser();
    const { router } = openAdminForm('create');
    await user.type(field('Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@platform.test');
    await user.type(field('Mobile'), '9123456780');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile 9123456780 is already in use');
    expect(router.state.location.pathname).toBe('/admins/create');
  });

  it('falls back to "Operation failed" in the banner when the server gives no message', async () => {
    mockApi({ 'POST /admin/admins': { status: 500, body: {} } });
    const user = setupUser();
    openAdminForm('create');
    await user.type(field('Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@platform.test');
    await user.type(field('Mobile'), '9123456780');
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Operation failed');
  });

  it('Cancel returns to /admins', () => {
    mockApi({});
    openAdminForm('create');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admins');
  });
});

describe('Edit Admin', () => {
  it('keeps Email and Mobile read-only, leaves a blank password out and toasts the update', async () => {
    const api = mockApi({
      'GET /admin/admins/7': { body: anAdmin() },
      'PUT /admin/admins/7': { body: anAdmin({ name: 'Ravi K.' }) },
    });
    const user = setupUser();
    const { router } = openAdminForm('edit');
    expect(screen.getByRole('heading', { name: 'Edit Admin' })).toBeInTheDocument();
    const name = await findField('Name');
    expect(name).toHaveValue('Ravi Kumar');
    expect(name).not.toHaveAttribute('readonly');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Mobile')).toHaveAttribute('readonly');
    expect(field('Password')).toHaveAccessibleDescription('Leave blank to keep the current password');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admins/7/view');

    await user.clear(name);
    await user.type(name, 'Ravi K.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Manufactur Updated Successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admins');
    expect(api.callsTo('PUT /admin/admins/7')[0]?.body).toEqual({
      user: { name: 'Ravi K.', email: 'ravi@platform.test', mobile: '9123456780' },
    });
  });

  it('checks a new password is at least 6 characters and sends it', async () => {
    const api = mockApi({
      'GET /admin/admins/7': { body: anAdmin() },
      'PUT /admin/admins/7': { body: anAdmin() },
    });
    const user = setupUser();
    openAdminForm('edit');
    await user.type(await findField('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription(
        expect.stringContaining('Password must be at least 6 characters'),
      ),
    );
    expect(api.callsTo('PUT /admin/admins/7')).toHaveLength(0);

    await user.type(field('Password'), 'def');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Manufactur Updated Successfully');
    expect(api.callsTo('PUT /admin/admins/7')[0]?.body).toMatchObject({ user: { password: 'abcdef' } });
  });

  it('shows the server message in the banner', async () => {
    mockApi({
      'GET /admin/admins/7': { body: anAdmin() },
      'PUT /admin/admins/7': { status: 400, body: { message: 'Name is too long' } },
    });
    const user = setupUser();
    openAdminForm('edit');
    await findField('Name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is too long');
  });
});

describe('View Admin', () => {
  it('is read-only without a password, with Edit and Back links', async () => {
    mockApi({ 'GET /admin/admins/7': { body: anAdmin() } });
    openAdminForm('view');
    expect(screen.getByRole('heading', { name: 'View Admin' })).toBeInTheDocument();
    // A details layout to read, not greyed inputs.
    expect(await screen.findByText('ravi@platform.test')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Ravi Kumar' })).toHaveAttribute('href', '/admins/7/edit');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admins');
    expect(screen.queryByRole('button', { name: /Save Changes|Create Admin/ })).not.toBeInTheDocument();
  });

  it('offers Back to the list when the admin cannot be loaded', async () => {
    mockApi({ 'GET /admin/admins/7': { status: 404, body: { message: 'Admin not found' } } });
    openAdminForm('view');
    expect(await screen.findByText('Failed to load admin.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admins');
  });
});
