import { errorMessage, useLineSheetShares } from '@apparel/api-client';
import { QueryState } from '@apparel/ui';
import { Card, Title } from '@mantine/core';
import { SharesTable } from './SharesTable';

/** The sheet's links card: who it went to, who opened it, and which links were revoked. */
export function SheetShares({ sheetId }: { sheetId: number }) {
  const shares = useLineSheetShares(sheetId);
  return (
    <Card withBorder padding="md" mb="lg">
      <Title order={2} size="h4" mb="sm">
        Links
      </Title>
      <QueryState
        query={shares}
        failure={(error) => errorMessage(error, 'Failed to load the links.')}
        empty={{
          when: (data) => data.shares.length === 0,
          message: 'Not shared yet: Share sends it to your retailers.',
        }}
      >
        {(data) => <SharesTable sheetId={sheetId} shares={data.shares} />}
      </QueryState>
    </Card>
  );
}
