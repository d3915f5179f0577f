import { DEFAULT_INVOICE_PREFIX, documentNumber, financialYearOf } from '@apparel/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { manufacturers } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';

export type DocumentSeries = 'INVOICE' | 'CREDIT_NOTE';

/**
 * The next number of a series for the document's financial year. The counter row is created or
 * incremented by one upsert, which keeps it locked until the transaction ends: concurrent issues wait
 * in line, and a rolled-back issue gives its number back, so numbers have no gaps and no duplicates
 * (tax_documents_number_unique backs it).
 */
export const nextDocumentNumber = async (
  tx: Transaction,
  manufacturerId: number,
  series: DocumentSeries,
  date: string,
): Promise<string> => {
  const financialYear = financialYearOf(date);
  const [counter] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into document_counters as c (manufacturer_id, series, financial_year, last_number)
        values (${manufacturerId}, ${series}, ${financialYear}, 1)
        on conflict (manufacturer_id, series, financial_year) do update set last_number = c.last_number + 1
        returning c.last_number`,
  );
  if (!counter) throw new Error('No document number');
  let prefix = 'CN';
  if (series === 'INVOICE') {
    const [m] = await tx
      .select({ prefix: manufacturers.invoicePrefix })
      .from(manufacturers)
      .where(eq(manufacturers.id, manufacturerId));
    prefix = m?.prefix ?? DEFAULT_INVOICE_PREFIX;
  }
  return documentNumber(prefix, financialYear, Number(counter.last_number));
};
