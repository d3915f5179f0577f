import { errorMessage, useManufacturerSearch } from '@apparel/api-client';
import { EmptyState, ErrorBanner, Loading, PageHeader } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ManufacturerFilters } from '../features/manufacturers/ManufacturerFilters';
import { ManufacturerPager } from '../features/manufacturers/ManufacturerPager';
import { ManufacturerTable } from '../features/manufacturers/ManufacturerTable';
import { useManufacturerListParams } from '../features/manufacturers/use-manufacturer-list-params';
import { TEXT } from '../shared/texts';

/** /manufacturers: filter by name and state, 20 a page, newest first. */
export default function ManufacturerListPage() {
  const { page, filters, setPage, setFilters } = useManufacturerListParams();
  const search = useManufacturerSearch({ ...filters, page });
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
      {search.isError ? (
        <ErrorBanner message={errorMessage(search.error, TEXT.manufacturersLoadFailed)} />
      ) : null}
      {search.isPending ? <Loading /> : null}
      {result?.manufacturers.length === 0 ? <EmptyState message="No manufacturers found." /> : null}
      {result?.manufacturers.length ? <ManufacturerTable manufacturers={result.manufacturers} /> : null}
      {/* Shown even past the last page (an old link), so the user can get back. */}
      {result?.total ? <ManufacturerPager page={page} totalPages={totalPages} onChange={setPage} /> : null}
    </>
  );
}
