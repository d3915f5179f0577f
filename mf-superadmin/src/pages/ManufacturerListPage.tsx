import { useManufacturerSearch } from '@apparel/api-client';
import { ListPager, PageHeader, pageCount, QueryState } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ManufacturerFilters } from '../features/manufacturers/ManufacturerFilters';
import { ManufacturerTable } from '../features/manufacturers/ManufacturerTable';
import { useManufacturerListParams } from '../features/manufacturers/manufacturer-list-params';
import { TEXT } from '../shared/texts';

/** /manufacturers: filter by name and state, 20 a page, newest first or sorted by a column; all in the URL. */
export default function ManufacturerListPage() {
  const { page, filters, sort, apiSort, setPage, setFilters, toggleSort } = useManufacturerListParams();
  const search = useManufacturerSearch({ ...filters, page, ...apiSort });
  const result = search.data;

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
      <ManufacturerFilters applied={filters} onApply={setFilters} />
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
      {result?.total ? (
        <ListPager
          label="Manufacturer pages"
          page={page}
          totalPages={pageCount(result.total, result.pageSize)}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
