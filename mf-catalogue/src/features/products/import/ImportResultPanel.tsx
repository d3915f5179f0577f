import type { ImportResult } from '@apparel/contracts';
import { Alert, Anchor, Button, Collapse, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorLine, importCounts, importRowError, TEXT } from '../../../shared/texts';

/** What an import came to: the server's answer, or the text of a refusal / failed request. */
export type ImportOutcome = { kind: 'done'; result: ImportResult } | { kind: 'failed'; error: string };

/** Red with "Error: {error}", or green with the message, the counts and the failed rows (product.md §2, §8). */
export function ImportResultPanel({ outcome }: { outcome: ImportOutcome }) {
  const [showErrors, { toggle }] = useDisclosure(false);
  if (outcome.kind === 'failed') {
    return (
      <Alert color="red" role="alert" title="Import failed">
        {errorLine(outcome.error)}
      </Alert>
    );
  }
  const { result } = outcome;
  const unlisted = result.failed - result.errors.length;
  return (
    <Alert color="green" role="status" title="Import finished">
      <Stack gap="xs">
        <Text size="sm">{result.message}</Text>
        <Text size="sm" fw={600}>
          {importCounts(result.success, result.failed)}
        </Text>
        {result.failed > 0 ? (
          <>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={toggle}
              aria-expanded={showErrors}
              aria-controls="import-errors"
              w="fit-content"
            >
              {TEXT.showErrors}
            </Button>
            <Collapse expanded={showErrors}>
              <List id="import-errors" size="sm" spacing={2} aria-label="Failed rows">
                {result.errors.map(({ row, error }) => (
                  <List.Item key={`${row}-${error}`}>{importRowError(row, error)}</List.Item>
                ))}
              </List>
              {unlisted > 0 && result.failedRowsUrl ? (
                <Text size="sm" mt="xs">
                  {unlisted} more failed rows are not listed.{' '}
                  <Anchor href={result.failedRowsUrl} download>
                    Download every failed row as CSV
                  </Anchor>{' '}
                  (with an error column), fix them and import that file.
                </Text>
              ) : null}
            </Collapse>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
