import { ListSearch, PageHeader, useListParams } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SHEET_TEXT } from '../features/line-sheets/line-sheet-texts';
import { LineSheetResults } from '../features/line-sheets/list/LineSheetResults';

/** /line-sheets: the manufacturer's line sheets, newest first, searched by name (product.md §17). */
export default function LineSheetListPage() {
  const { page, filters, setPage, setFilters } = useListParams({
    filters: ['q'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
  });
  return (
    <>
      <PageHeader
        title={SHEET_TEXT.listTitle}
        actions={
          <Button component={Link} to="/line-sheets/new">
            {SHEET_TEXT.addSheet}
          </Button>
        }
      />
      <ListSearch
        label={SHEET_TEXT.searchLabel}
        placeholder="Name"
        applied={filters.q}
        onApply={(q) => setFilters({ q })}
      />
      <LineSheetResults page={page} q={filters.q} onPage={setPage} />
    </>
  );
}
