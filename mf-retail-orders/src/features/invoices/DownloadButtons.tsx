import { errorMessage } from '@apparel/api-client';
import { notifyError } from '@apparel/ui';
import { Button, Group } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';

type Download = UseMutationResult<void, Error, number>;

/** Download PDF and Download e-invoice JSON of one tax document. */
export function DownloadButtons({ id, pdf, json }: { id: number; pdf: Download; json: Download }) {
  const onError = { onError: (error: Error) => notifyError(errorMessage(error)) };
  return (
    <Group gap="sm">
      <Button variant="light" loading={pdf.isPending} onClick={() => pdf.mutate(id, onError)}>
        Download PDF
      </Button>
      <Button variant="default" loading={json.isPending} onClick={() => json.mutate(id, onError)}>
        Download e-invoice JSON
      </Button>
    </Group>
  );
}
