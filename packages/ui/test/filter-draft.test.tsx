import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListSearch, useListParams } from '../src';
import { renderPage, setupUser } from '../src/testing';

/** A list whose applied search arrives late, as the URL of a slow browser does. */
function SlowList({ later }: { later: (apply: () => void) => void }) {
  const [applied, setApplied] = useState('Sharma');
  return (
    <>
      <p>list shows {applied || 'all'}</p>
      <ListSearch label="Search retailers" applied={applied} onApply={(q) => later(() => setApplied(q))} />
    </>
  );
}

function Retailers() {
  const { filters, setFilters } = useListParams({
    filters: ['q'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
  });
  return <ListSearch label="Search retailers" applied={filters.q} onApply={(q) => setFilters({ q })} />;
}

describe('a list filter form (useFilterDraft)', () => {
  it('keeps what is typed right after Clear, however late the list catches up', async () => {
    const user = setupUser();
    const pending: (() => void)[] = [];
    renderPage(<SlowList later={(apply) => pending.push(apply)} />);
    const box = screen.getByRole('searchbox', { name: 'Search retailers' });
    expect(box).toHaveValue('Sharma');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
    await user.type(box, 'Gan');
    act(() => pending.shift()?.());
    expect(screen.getByText('list shows all')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search retailers' })).toHaveValue('Gan');
  });

  it("shows the URL's search again after Back and Forward", async () => {
    const user = setupUser();
    const { router } = renderPage(<Retailers />, {
      route: '/retailers/list?q=Sharma',
      path: '/retailers/list',
    });
    const box = () => screen.getByRole('searchbox', { name: 'Search retailers' });
    await user.clear(box());
    await user.type(box(), 'Gupta');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=Gupta');

    await act(() => router.navigate(-1));
    expect(box()).toHaveValue('Sharma');
    await act(() => router.navigate(1));
    expect(box()).toHaveValue('Gupta');
  });
});
