import { listPage, mockApi, renderPage } from '@apparel/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminListPage from '../src/pages/AdminListPage';
import { anAdmin } from './support/fixtures';

const openList = () => renderPage(<AdminListPage />, { route: '/admins', path: '/admins' });

describe('Admin list', () => {
  it('lists the admins with Name, Email and Mobile and their View and Edit links', async () => {
    mockApi({
      'GET /admin/admins': { body: listPage('admins', [anAdmin(), anAdmin({ id: 8, name: 'Meera Shah' })]) },
    });
    openList();
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Admin' })).toHaveAttribute('href', '/admins/create');

    await screen.findByText('Ravi Kumar');
    for (const header of ['Name', 'Email', 'Mobile']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const ravi = within(screen.getByRole('row', { name: /Ravi Kumar/ }));
    expect(ravi.getByText('ravi@platform.test')).toBeInTheDocument();
    expect(ravi.getByText('9123456780')).toBeInTheDocument();
    expect(ravi.getByRole('link', { name: 'View Ravi Kumar' })).toHaveAttribute('href', '/admins/7/view');
    expect(ravi.getByRole('link', { name: 'Edit Ravi Kumar' })).toHaveAttribute('href', '/admins/7/edit');
    expect(screen.getByRole('row', { name: /Meera Shah/ })).toBeInTheDocument();
  });

  it('says so when there are no admins', async () => {
    mockApi({ 'GET /admin/admins': { body: listPage('admins', []) } });
    openList();
    expect(await screen.findByText('No admins found.')).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    mockApi({ 'GET /admin/admins': { status: 403, body: { message: 'Forbidden resource' } } });
    openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden resource');
  });
});
