import type { Profile } from '@apparel/contracts';
import { type ApiRoutes, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProfilePage from '../src/pages/ProfilePage';

const user = setupUser();

const company = {
  name: 'Weaves Pvt Ltd',
  address: '12 Mill Road',
  city: 'Surat',
  state: 'Gujarat',
  gstin: '24ABCDE1234F1Z6',
  pinCode: '395003',
  invoicePrefix: 'WV',
};
const profile: Profile = {
  name: 'Asha Rao',
  email: 'asha@weaves.example',
  mobile: '9876543210',
  role: 'MANUFACTURER',
  manufacturer: company,
};

const openProfile = (routes: ApiRoutes) => {
  const api = mockApi({ 'GET /auth/profile': { body: profile }, ...routes });
  renderPage(<ProfilePage />, { route: '/manufacturer/profile', path: '/manufacturer/profile' });
  return api;
};

const field = (section: 'User Info' | 'Manufacturer Info', label: string) =>
  within(screen.getByRole('group', { name: section })).getByLabelText(label);

const startEditing = async () => {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
};

describe('My Profile', () => {
  it('shows "Loading..." and then the profile, read-only', async () => {
    openProfile({});
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Asha Rao')).toHaveAttribute('readonly');
    expect(field('User Info', 'Email')).toHaveValue('asha@weaves.example');
    expect(field('User Info', 'Mobile')).toHaveValue('9876543210');
    expect(field('Manufacturer Info', 'Manufacturer Name')).toHaveValue('Weaves Pvt Ltd');
    for (const label of ['Manufacturer Name', 'Address', 'City', 'State', 'GSTIN']) {
      expect(field('Manufacturer Info', label)).toHaveAttribute('readonly');
    }
    expect(screen.queryByRole('button', { name: 'Save Profile' })).not.toBeInTheDocument();
  });

  it('edits the PIN code and the invoice series prefix, refusing bad ones (issue 19)', async () => {
    const api = openProfile({ 'PUT /auth/profile': { body: profile } });
    await startEditing();
    expect(field('Manufacturer Info', 'PIN code')).toHaveValue('395003');
    expect(field('Manufacturer Info', 'Invoice series prefix')).toHaveValue('WV');
    await user.clear(field('Manufacturer Info', 'PIN code'));
    await user.type(field('Manufacturer Info', 'PIN code'), '012345');
    await user.clear(field('Manufacturer Info', 'Invoice series prefix'));
    await user.type(field('Manufacturer Info', 'Invoice series prefix'), '9AB');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('PIN code must be 6 digits, not starting with 0')).toBeInTheDocument();
    expect(
      screen.getByText('Invoice prefix must be 1 to 4 letters or digits, starting with a letter'),
    ).toBeInTheDocument();
    expect(api.bodiesSentTo('PUT /auth/profile')).toEqual([]);
    await user.clear(field('Manufacturer Info', 'PIN code'));
    await user.type(field('Manufacturer Info', 'PIN code'), '395007');
    await user.clear(field('Manufacturer Info', 'Invoice series prefix'));
    await user.type(field('Manufacturer Info', 'Invoice series prefix'), 'ak');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(api.bodiesSentTo('PUT /auth/profile')).toMatchObject([
      { manufacturer: { pinCode: '395007', invoicePrefix: 'AK' } },
    ]);
  });

  it('shows an error banner when the profile cannot be loaded', async () => {
    openProfile({ 'GET /auth/profile': { status: 404, body: { message: 'User not found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  it('in edit mode opens the name and the company details, never email or mobile', async () => {
    openProfile({});
    await startEditing();
    expect(field('User Info', 'Name')).not.toHaveAttribute('readonly');
    expect(field('User Info', 'Email')).toHaveAttribute('readonly');
    expect(field('User Info', 'Mobile')).toHaveAttribute('readonly');
    expect(field('Manufacturer Info', 'City')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
  });

  it('asks for every required field before saving', async () => {
    // State is a dropdown: a stored profile without one shows the empty choice.
    const withoutState = { ...profile, manufacturer: { ...company, state: '' } };
    const api = openProfile({ 'GET /auth/profile': { body: withoutState } });
    await startEditing();
    await user.clear(field('User Info', 'Name'));
    for (const label of ['Manufacturer Name', 'Address', 'City']) {
      await user.clear(field('Manufacturer Info', label));
    }
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    for (const message of [
      'Name is required',
      'Manufacturer name is required',
      'Address is required',
      'City is required',
      'State is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.bodiesSentTo('PUT /auth/profile')).toEqual([]);
  });

  it('saves, says "Profile updated successfully.", returns to view mode and reloads the profile', async () => {
    const saved = { ...profile, name: 'Asha R.', manufacturer: { ...company, city: 'Vapi' } };
    const api = openProfile({
      'GET /auth/profile': [{ body: profile }, { body: saved }],
      'PUT /auth/profile': { body: profile },
    });
    await startEditing();
    await user.clear(field('User Info', 'Name'));
    await user.type(field('User Info', 'Name'), 'Asha R.');
    await user.clear(field('Manufacturer Info', 'City'));
    await user.type(field('Manufacturer Info', 'City'), 'Vapi');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Profile' })).not.toBeInTheDocument();
    expect(field('User Info', 'Name')).toHaveAttribute('readonly');
    expect(field('Manufacturer Info', 'City')).toHaveValue('Vapi');
    expect(api.bodiesSentTo('PUT /auth/profile')).toEqual([
      {
        user: { name: 'Asha R.', email: 'asha@weaves.example', mobile: '9876543210' },
        manufacturer: { ...company, city: 'Vapi', gstQuarterlyFiler: false },
      },
    ]);
    // Loaded once, saved, then loaded again.
    expect(api.calls.map((call) => call.method)).toEqual(['GET', 'PUT', 'GET']);
  });

  it('says "Failed to update profile." with the server\'s reason and stays in edit mode', async () => {
    openProfile({
      'PUT /auth/profile': {
        status: 400,
        body: { message: 'GSTIN is not valid', error: 'GSTIN is not valid' },
      },
    });
    await startEditing();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update profile.');
    expect(alert).toHaveTextContent('GSTIN is not valid');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
  });

  it('Cancel drops unsaved changes and returns to view mode', async () => {
    openProfile({});
    await startEditing();
    await user.clear(field('User Info', 'Name'));
    await user.type(field('User Info', 'Name'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('User Info', 'Name')).toHaveValue('Asha Rao');
    expect(field('User Info', 'Name')).toHaveAttribute('readonly');
  });

  it('picks State from the same dropdown as the manufacturer form, by typing and Enter', async () => {
    const api = openProfile({ 'PUT /auth/profile': { body: profile } });
    await startEditing();
    const state = within(screen.getByRole('group', { name: 'Manufacturer Info' })).getByRole('combobox', {
      name: 'State',
    });
    await user.clear(state);
    await user.type(state, 'Mahara{Enter}');
    expect(state).toHaveValue('Maharashtra');
    expect(api.bodiesSentTo('PUT /auth/profile')).toEqual([]);
    // The Gujarat GSTIN no longer belongs to the chosen state: the form says so on its field.
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('GSTIN 24… does not belong to Maharashtra (27)')).toBeVisible();
    expect(api.bodiesSentTo('PUT /auth/profile')).toEqual([]);
    await user.clear(field('Manufacturer Info', 'GSTIN'));
    await user.type(field('Manufacturer Info', 'GSTIN'), '27ABCDE1234F1Z0');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('Profile updated successfully.');
    expect(api.bodiesSentTo('PUT /auth/profile')[0]).toMatchObject({
      manufacturer: { state: 'Maharashtra', gstin: '27ABCDE1234F1Z0' },
    });
  });
});
