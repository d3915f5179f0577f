import { PassThrough } from 'node:stream';
import { IMPORT_ERRORS_LISTED, type ImportError, PRODUCT_CSV_COLUMNS } from '@apparel/contracts';
import { stringify } from 'csv-stringify';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { neutraliseFormula } from './csv-format';
import type { CsvRecord } from './csv-row';

const FAILED_COLUMNS = [...PRODUCT_CSV_COLUMNS, 'error'];

/**
 * The failed rows of one import: the first 1,000 listed in the answer; when there are more, every
 * failed row (with an `error` column) streams into a CSV in storage, to be fixed and imported again.
 */
export const createFailedRows = (storage: FileStorage, manufacturerId: number) => {
  const listed: ImportError[] = [];
  const held: CsvRecord[] = [];
  let count = 0;
  let file: { writer: ReturnType<typeof stringify>; saved: Promise<StoredFile> } | null = null;

  const write = (record: CsvRecord, error: string) =>
    file?.writer.write(
      FAILED_COLUMNS.map((column) => neutraliseFormula(column === 'error' ? error : (record[column] ?? ''))),
    );

  return {
    get count() {
      return count;
    },
    listed,
    add(row: number, record: CsvRecord, error: string) {
      count += 1;
      if (count <= IMPORT_ERRORS_LISTED) {
        listed.push({ row, error });
        held.push(record);
        return;
      }
      if (!file) {
        const writer = stringify({ header: true, columns: FAILED_COLUMNS, bom: true });
        const body = new PassThrough();
        writer.pipe(body);
        file = {
          writer,
          saved: storage.save(body, {
            folder: 'imports',
            extension: 'csv',
            contentType: 'text/csv',
            owner: manufacturerId,
          }),
        };
        for (const [i, item] of listed.entries()) write(held[i] as CsvRecord, item.error);
        held.length = 0;
      }
      write(record, error);
    },
    /** The failed-rows CSV, when more rows failed than are listed. */
    async finish(): Promise<StoredFile | null> {
      if (!file) return null;
      file.writer.end();
      return file.saved;
    },
    /** The import failed as a whole: the failed-rows CSV, if begun, is not kept. */
    async abandon(): Promise<void> {
      if (!file) return;
      file.writer.end();
      const saved = await file.saved.catch(() => null);
      if (saved) await storage.delete(saved.key).catch(() => undefined);
    },
  };
};
