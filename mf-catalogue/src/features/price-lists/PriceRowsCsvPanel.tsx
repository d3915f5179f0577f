import { errorMessage, useDownloadPriceListRows, useImportPriceListRows } from '@apparel/api-client';
import type { PriceListRowsImport } from '@apparel/contracts';
import { notifyError } from '@apparel/ui';
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { TEXT } from '../../shared/texts';
import { type ImportOutcome, ImportResultPanel } from '../products/import/ImportResultPanel';

/** The rows import's answer in the product import's shape, so it reads the same (product.md §2, §8). */
const asImportResult = (answer: PriceListRowsImport): ImportOutcome => ({
  kind: 'done',
  result: {
    message: PRICE_CSV_TEXT.imported,
    success: answer.saved,
    failed: answer.failed,
    errors: answer.errors,
    failedRowsUrl: null,
  },
});

export const PRICE_CSV_TEXT = {
  title: 'Rows as CSV',
  imported: "The file's good rows replace the list's rows",
  help: 'Columns productSku, cellSku (blank: every cell), price, minQty; an export imports back unchanged.',
} as const;

interface PriceRowsCsvPanelProps {
  listId: number;
  /** After an import the list's rows are the file's: the form takes them again. */
  onImported: () => void;
}

/** Export the list's rows, or replace them with a CSV file's: idle, importing, then the result. */
export function PriceRowsCsvPanel({ listId, onImported }: PriceRowsCsvPanelProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [noFileChosen, setNoFileChosen] = useState(false);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const importRows = useImportPriceListRows();
  const exportRows = useDownloadPriceListRows();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setNoFileChosen(true);
      return;
    }
    setOutcome(null);
    importRows.mutate(
      { id: listId, file, onProgress: ({ fraction }) => setProgress(Math.round(fraction * 100)) },
      {
        onSuccess: (answer) => {
          setOutcome(asImportResult(answer));
          onImported();
        },
        onError: (error) => setOutcome({ kind: 'failed', error: errorMessage(error) }),
      },
    );
  };

  const importing = importRows.isPending;
  return (
    <Card withBorder padding="md">
      <form noValidate onSubmit={submit} aria-labelledby={`${inputId}-title`}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${inputId}-title`}>
            {PRICE_CSV_TEXT.title}
          </Title>
          <Text size="sm" c="dimmed">
            {PRICE_CSV_TEXT.help}
          </Text>
          <Group align="flex-end" gap="sm">
            <Button
              variant="light"
              loading={exportRows.isPending}
              onClick={() =>
                exportRows.mutate(listId, { onError: (error) => notifyError(errorMessage(error)) })
              }
            >
              {TEXT.exportCsv}
            </Button>
            <Stack gap={4}>
              <Text component="label" htmlFor={inputId} size="sm" fw={500}>
                CSV file
              </Text>
              <input
                id={inputId}
                type="file"
                accept=".csv"
                required
                disabled={importing}
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  setNoFileChosen(false);
                  setOutcome(null);
                  setProgress(0);
                }}
              />
            </Stack>
            <Button type="submit" disabled={importing}>
              {importing ? TEXT.importing : TEXT.importCsv}
            </Button>
          </Group>
          {noFileChosen ? (
            <Alert color="yellow" role="alert">
              {TEXT.chooseFile}
            </Alert>
          ) : null}
          {importing ? <Progress value={progress} size="lg" animated aria-label="Upload progress" /> : null}
          {outcome ? <ImportResultPanel outcome={outcome} /> : null}
        </Stack>
      </form>
    </Card>
  );
}
