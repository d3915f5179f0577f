import {
  errorMessage,
  type ProductExportFilters,
  useDownloadImportTemplate,
  useExportProducts,
} from '@apparel/api-client';
import { notifyError } from '@apparel/ui';
import { Button } from '@mantine/core';
import { TEXT } from '../../../shared/texts';

/** "Download Template" (the import header and an example row) and "Export CSV" (the listed products). */
export function CsvFileButtons({ filters }: { filters: ProductExportFilters }) {
  const template = useDownloadImportTemplate();
  const exportCsv = useExportProducts();
  const onError = (error: Error) => notifyError(errorMessage(error));
  return (
    <>
      <Button
        variant="default"
        loading={template.isPending}
        onClick={() => template.mutate(undefined, { onError })}
      >
        {TEXT.downloadTemplate}
      </Button>
      <Button
        variant="default"
        loading={exportCsv.isPending}
        onClick={() => exportCsv.mutate(filters, { onError })}
      >
        {TEXT.exportCsv}
      </Button>
    </>
  );
}
