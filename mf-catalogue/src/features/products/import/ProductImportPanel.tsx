import { errorMessage, useImportProducts } from '@apparel/api-client';
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { TEXT } from '../../../shared/texts';
import { type ImportOutcome, ImportResultPanel } from './ImportResultPanel';

/**
 * The CSV import of product.md §2 and §4: idle, importing (button disabled, upload progress), then the
 * result; choosing another file returns to idle.
 */
export function ProductImportPanel() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [noFileChosen, setNoFileChosen] = useState(false);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const importProducts = useImportProducts();

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setNoFileChosen(false);
    setOutcome(null);
    setProgress(0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setNoFileChosen(true);
      return;
    }
    setOutcome(null);
    setProgress(0);
    importProducts.mutate(
      { file, onProgress: ({ fraction }) => setProgress(Math.round(fraction * 100)) },
      {
        onSuccess: (result) => setOutcome({ kind: 'done', result }),
        onError: (error) => setOutcome({ kind: 'failed', error: errorMessage(error) }),
      },
    );
  };

  const importing = importProducts.isPending;
  return (
    <Card withBorder padding="md" mb="lg">
      <form noValidate onSubmit={submit} aria-labelledby={`${inputId}-title`}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${inputId}-title`}>
            {TEXT.importTitle}
          </Title>
          <Group align="flex-end" gap="sm">
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
                onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
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
