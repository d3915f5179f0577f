import { useRegistryHistory } from '@apparel/api-client';
import type { RemoteHistoryAction, RemoteHistoryEntry } from '@apparel/contracts';
import {
  type DataColumn,
  DataTable,
  FilterSelect,
  formatDateTime,
  ListPager,
  pageCount,
  QueryState,
  useListParams,
} from '@apparel/ui';
import { Stack, Title } from '@mantine/core';

const CHANGE: Record<RemoteHistoryAction, string> = {
  PUBLISH: 'Published',
  PIN: 'Pinned',
  ROLLBACK: 'Rolled back',
  CANARY: 'Canary started',
  PROMOTE: 'Canary promoted',
  DROP_CANARY: 'Canary dropped',
};

const COLUMNS: DataColumn<RemoteHistoryEntry>[] = [
  { header: 'When', cell: (entry) => formatDateTime(entry.at) },
  { header: 'Remote', cell: (entry) => entry.remote },
  { header: 'Change', cell: (entry) => CHANGE[entry.action] },
  { header: 'From', cell: (entry) => entry.from ?? '-' },
  { header: 'To', cell: (entry) => entry.to ?? '-' },
  { header: 'Who', cell: (entry) => entry.actor },
  { header: 'Why', cell: (entry) => entry.reason || '-' },
];

/** Every pin and canary change, newest first: who, when, from, to, why; paged, filtered by remote (in the URL). */
export function RegistryHistory({ remotes }: { remotes: readonly string[] }) {
  const { page, filters, setPage, setFilters } = useListParams({
    filters: ['remote'] as const,
    defaultSort: { by: 'at', order: 'desc' },
  });
  const history = useRegistryHistory({ page, ...(filters.remote ? { name: filters.remote } : {}) });
  const result = history.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="registry-history">
      <Title order={2} size="h3" id="registry-history">
        History
      </Title>
      <FilterSelect
        label="Remote"
        options={remotes}
        value={filters.remote}
        onChange={(remote) => setFilters({ remote })}
      />
      <QueryState
        query={history}
        empty={{ when: (data) => data.history.length === 0, message: 'No changes yet.' }}
      >
        {(data) => (
          <DataTable
            columns={COLUMNS}
            rows={data.history}
            rowKey={(entry) => entry.id}
            minWidth={760}
            summary={`${data.total} ${data.total === 1 ? 'change' : 'changes'}`}
          />
        )}
      </QueryState>
      {result?.total ? (
        <ListPager
          label="History pages"
          page={page}
          totalPages={pageCount(result.total, result.pageSize)}
          onChange={setPage}
        />
      ) : null}
    </Stack>
  );
}
