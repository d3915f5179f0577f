import { useManufacturerSearch } from '@apparel/api-client';
import { MANUFACTURER_SORT_FIELDS, type ManufacturerSearch } from '@apparel/contracts';
import { PageHeader, QueryState } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ManufacturerFilters } from '../features/manufacturers/ManufacturerFilters';
import { ManufacturerPager } from '../features/manufacturers/ManufacturerPager';
import { ManufacturerTable } from '../features/manufacturers/ManufacturerTable';
import { useManufacturerListParams } from '../features/manufacturers/manufacturer-list-params';
import { TEXT } from '../shared/texts';

/** /manufacturers: filter by name and state, 20 a page, newest first or sorted by a column; all in the URL. */
export default function ManufacturerListPage() {
  const { page, filters, sort, setPage, setFilters, toggleSort } = useManufacturerListParams();
  // A URL naming a column the API cannot sort by falls back to newest first.
  const sortBy = (MANUFACTURER_SORT_FIELDS as readonly string[]).includes(sort.by) ? sort.by : 'createdAt';
  const search = useManufacturerSearch({
    ...filters,
    page,
    sortBy: sortBy as ManufacturerSearch['sortBy'],
    sortOrder: sort.order,
  });
  const result = search.data;
  const totalPages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title="Manufacturers"
        actions={
          <Button component={Link} to="/manufacturers/create">
            Add Manufacturer
          </Button>
        }
      />
      <ManufacturerFilters key={`${filters.name}|${filters.state}`} applied={filters} onApply={setFilters} />
      <QueryState
        query={search}
        failure={TEXT.manufacturersLoadFailed}
        empty={{ when: (data) => data.manufacturers.length === 0, message: 'No manufacturers found.' }}
      >
        {(data) => (
          <ManufacturerTable
            manufacturers={data.manufacturers}
            total={data.total}
            sort={sort}
            onSort={toggleSort}
          />
        )}
      </QueryState>
      {/* Shown even past the last page (an old link), so the user can get back. */}
      {result?.total ? <ManufacturerPager page={page} totalPages={totalPages} onChange={setPage} /> : null}
    </>
  );
}
