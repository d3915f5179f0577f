import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListPager, ListSearch, RowActions, useListParams } from '../src';
import { renderPage, setupUser } from '../src/testing';

function Retailers() {
  const { page, filters, sort, apiSort, setPage, setFilters, toggleSort } = useListParams({
    filters: ['q', 'status'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
    sortFields: ['createdAt', 'name'],
  });
  return (
    <>
      <p>
        page {page}, q {filters.q || '-'}, status {filters.status || 'all'}, {sort.by} {sort.order}, api{' '}
        {apiSort.sortBy} {apiSort.sortOrder}
      </p>
      <ListSearch label="Search retailers" applied={filters.q} onApply={(q) => setFilters({ q })} />
      <button type="button" onClick={() => setFilters({ status: 'PENDING' })}>
        Pending
      </button>
      <button type="button" onClick={() => toggleSort('name')}>
        Sort by name
      </button>
      <ListPager label="Retailer pages" page={page} totalPages={5} onChange={setPage} />
    </>
  );
}

describe('useListParams with ListSearch and ListPager', () => {
  it('keeps search, filters, sort and page in the URL; a new search or filter starts from page 1', async () => {
    const user = setupUser();
    const { router } = renderPage(<Retailers />, { route: '/retailers/list', path: '/retailers/list' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(
      screen.getByText('page 3, q -, status all, createdAt desc, api createdAt desc'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search retailers' }), '  Sharma ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('page 1, q Sharma, status all, createdAt desc, api createdAt desc'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await user.click(screen.getByRole('button', { name: 'Sort by name' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?q=Sharma&status=PENDING&sort=name&order=asc&page=2');
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PENDING&sort=name&order=asc'));
    expect(screen.getByRole('searchbox', { name: 'Search retailers' })).toHaveValue('');
  });

  it('falls back to the default sort when the URL names a column the list cannot sort by', () => {
    renderPage(<Retailers />, { route: '/retailers/list?sort=password&order=asc', path: '/retailers/list' });
    expect(
      screen.getByText('page 1, q -, status all, createdAt desc, api createdAt desc'),
    ).toBeInTheDocument();
  });
});

/** Two pages of orders, uncounted (like GET /orders): Next knows only whether a next page exists. */
function TwoOrderPages() {
  const [page, setPage] = useState(1);
  return <ListPager label="Order pages" page={page} hasNext={page < 2} onChange={setPage} />;
}

describe('ListPager', () => {
  it('without a page count, pages with Prev and Next and disables Next on the last page', async () => {
    const user = setupUser();
    renderPage(<TwoOrderPages />);
    const pager = within(screen.getByRole('navigation', { name: 'Order pages' }));
    expect(pager.getByText('Page 1')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'Next' }));
    expect(pager.getByText('Page 2')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pager.getByRole('button', { name: 'Prev' })).toBeEnabled();
  });

  it('with a page count and a total, says "Page N of M (T things)" and names every button', () => {
    renderPage(
      <ListPager
        label="Product pages"
        page={2}
        totalPages={3}
        total={{ count: 45, noun: 'products' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('Page 2 of 3 (45 products)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });
});

describe('RowActions', () => {
  it("names Edit and Delete with the row, and deletes only after SPEC's question is confirmed", async () => {
    const user = setupUser();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderPage(
      <RowActions
        record="Navy"
        open={onEdit}
        confirm="Are you sure you want to delete this item?"
        onDelete={onDelete}
        deleting={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Navy' }));
    expect(onEdit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Delete Navy' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('links View to the record page and waits while another delete runs', () => {
    renderPage(
      <RowActions
        record="order 7"
        open="/orders/7"
        openLabel="View"
        confirm="Delete product?"
        onDelete={() => {}}
        deleting={false}
        deleteDisabled
      />,
    );
    expect(screen.getByRole('link', { name: 'View order 7' })).toHaveAttribute('href', '/orders/7');
    expect(screen.getByRole('button', { name: 'Delete order 7' })).toBeDisabled();
  });
});
