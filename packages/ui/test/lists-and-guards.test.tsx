import { screen, waitFor } from '@testing-library/react';
import { Link, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AFTER_SAVE, DiscardChangesGuard, RecordPage, useListParams } from '../src';
import { renderPage, setupUser } from '../src/testing';

function List() {
  const { page, filters, sort, setPage, setFilters, toggleSort } = useListParams({
    filters: ['state'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
  });
  return (
    <>
      <p>
        page {page}, state {filters.state || 'any'}, {sort.by} {sort.order}
      </p>
      <button type="button" onClick={() => setPage(3)}>
        Page 3
      </button>
      <button type="button" onClick={() => setFilters({ state: 'Goa' })}>
        Goa
      </button>
      <button type="button" onClick={() => toggleSort('name')}>
        Sort by name
      </button>
      <Link to="/list/7">Open 7</Link>
    </>
  );
}

const record = (
  <RecordPage
    title="View Item"
    loadFailedMessage="Failed to load item."
    list={{ label: 'Items', path: '/list' }}
  >
    <p>details</p>
  </RecordPage>
);

describe('list state in the URL', () => {
  it('keeps page, filters and sort in the URL and returns to them from a record', async () => {
    const user = setupUser();
    const { router } = renderPage(<List />, {
      route: '/list',
      path: '/list',
      otherRoutes: { '/list/:id': record },
    });
    await user.click(screen.getByRole('button', { name: 'Goa' }));
    await user.click(screen.getByRole('button', { name: 'Sort by name' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('page 3, state Goa, name asc')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=Goa&sort=name&order=asc&page=3');

    await user.click(screen.getByRole('link', { name: 'Open 7' }));
    const crumb = await screen.findByRole('link', { name: 'Items' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Items/View Item');
    await user.click(crumb);
    expect(await screen.findByText('page 3, state Goa, name asc')).toBeInTheDocument();
  });

  it('sorting again flips the order and starts from page 1', async () => {
    const user = setupUser();
    renderPage(<List />, { route: '/list?page=2&sort=name&order=asc', path: '/list' });
    await user.click(screen.getByRole('button', { name: 'Sort by name' }));
    expect(screen.getByText('page 1, state any, name desc')).toBeInTheDocument();
  });
});

describe('RecordPage load failure', () => {
  it("shows SPEC's message with the server's reason under it, and Back", async () => {
    renderPage(
      <RecordPage
        title="View Item"
        record={{ isPending: false, isError: true, error: undefined }}
        loadFailedMessage="Failed to load item."
        list={{ label: 'Items', path: '/list' }}
      >
        <p>details</p>
      </RecordPage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load item.');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/list');
    expect(screen.queryByText('details')).not.toBeInTheDocument();
  });
});

function EditForm() {
  const navigate = useNavigate();
  return (
    <>
      <DiscardChangesGuard when />
      <Link to="/elsewhere">Leave</Link>
      <button type="button" onClick={() => navigate('/elsewhere', { state: AFTER_SAVE })}>
        Save
      </button>
    </>
  );
}

describe('Discard changes?', () => {
  it('asks before leaving unsaved edits; Keep editing stays, Discard leaves', async () => {
    const user = setupUser();
    const { router } = renderPage(<EditForm />, {
      route: '/edit',
      path: '/edit',
      otherRoutes: { '/elsewhere': <p>elsewhere</p> },
    });
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('lets a page that has just saved go without asking', async () => {
    const user = setupUser();
    renderPage(<EditForm />, {
      route: '/edit',
      path: '/edit',
      otherRoutes: { '/elsewhere': <p>elsewhere</p> },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
