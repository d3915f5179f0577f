import { errorMessage, useExportReceivables, useReceivables } from '@apparel/api-client';
import { formatDay, notifyError, PageHeader, QueryState } from '@apparel/ui';
import { Button, Text } from '@mantine/core';
import { ReceivablesTable } from '../features/receivables/ReceivablesTable';

/** /receivables: who owes what and for how long (product.md §16), as CSV too. */
export default function ReceivablesPage() {
  const receivables = useReceivables();
  const exportCsv = useExportReceivables();
  return (
    <>
      <PageHeader
        title="Receivables"
        actions={
          <Button
            variant="light"
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(undefined, { onError: (error) => notifyError(errorMessage(error)) })
            }
          >
            Export CSV
          </Button>
        }
      />
      <QueryState
        query={receivables}
        empty={{ when: (data) => data.rows.length === 0, message: 'No money owed.' }}
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              Ageing by days past due, as of {formatDay(data.asOf)}
            </Text>
            <ReceivablesTable receivables={data} />
          </>
        )}
      </QueryState>
    </>
  );
}
