import { formatPaiseAsRupees, type TaxRateForm, taxRateClashMessage, toPaise } from '@apparel/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { taxRates } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';
import { ApiError } from '../../errors';

type TaxRateRow = typeof taxRates.$inferSelect;

const bandText = (min: number, max: number | null) =>
  max === null
    ? `${formatPaiseAsRupees(min)} and above`
    : `${formatPaiseAsRupees(min)} to ${formatPaiseAsRupees(max)}`;

/**
 * Refuses a rule whose band overlaps another band of the same HSN prefix and effective date: both would
 * be in force on the same days for the same piece, and an invoice could only pick one silently. Rules of
 * one prefix with another date never clash: the later set replaces the earlier (product.md "Tax rates").
 */
export const assertNoBandClash = async (
  q: Queryable,
  form: TaxRateForm,
  exceptId?: number,
): Promise<void> => {
  const min = toPaise(form.minUnitValue);
  const max = form.maxUnitValue === null ? null : toPaise(form.maxUnitValue);
  const sameSet = await q
    .select()
    .from(taxRates)
    .where(
      and(
        eq(taxRates.hsnPrefix, form.hsnPrefix),
        eq(taxRates.effectiveFrom, form.effectiveFrom),
        exceptId === undefined ? undefined : ne(taxRates.id, exceptId),
      ),
    );
  const clash = sameSet.find((row) => {
    const otherMin = toPaise(row.minUnitValue);
    const otherMax = row.maxUnitValue === null ? null : toPaise(row.maxUnitValue);
    return (max === null || otherMin <= max) && (otherMax === null || min <= otherMax);
  });
  if (!clash) return;
  const clashMax = clash.maxUnitValue === null ? null : toPaise(clash.maxUnitValue);
  throw new ApiError(
    409,
    taxRateClashMessage({
      hsnPrefix: clash.hsnPrefix,
      effectiveFrom: clash.effectiveFrom,
      band: bandText(toPaise(clash.minUnitValue), clashMax),
      rate: Number(clash.rate),
    }),
  );
};

/**
 * The date of the last issued document a rule taxed, or null when none did. A line was taxed by the rule
 * when its HSN starts with the prefix, its document is dated while the rule was in force, its net value
 * per piece lies in the band and it printed the rule's rate. (A longer prefix may have won instead: then
 * the rule counts as used all the same, which only ever keeps a rule that could have been deleted.)
 */
export const lastDocumentTaxedBy = async (q: Queryable, rule: TaxRateRow): Promise<string | null> => {
  const [row] = await queryRows<{ last: string | null }>(
    q,
    sql`
    select max(d.document_date)::text as last
    from tax_document_lines l join tax_documents d on d.id = l.document_id
    where starts_with(l.hsn, ${rule.hsnPrefix})
      and d.document_date >= ${rule.effectiveFrom}::date
      and (${rule.validTo}::date is null or d.document_date <= ${rule.validTo}::date)
      and l.gst_rate = ${rule.rate}::numeric
      and l.quantity > 0
      and l.taxable_value / l.quantity >= ${rule.minUnitValue}::numeric
      and (${rule.maxUnitValue}::numeric is null or l.taxable_value / l.quantity <= ${rule.maxUnitValue}::numeric)`,
  );
  return row?.last ?? null;
};
