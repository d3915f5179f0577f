import {
  formatPaise,
  type GstRateRule,
  TAX_RATE_MSG,
  type TaxRate,
  type TaxRateForm,
  type TaxRateList,
  taxRateCloseTooEarlyMessage,
  toPaise,
} from '@apparel/contracts';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { rupees } from '../../db/numeric';
import { gstThresholds, taxRates } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import { assertNoBandClash, lastDocumentTaxedBy } from './tax-rate-checks';

export const TAX_RATE_NOT_FOUND = 'Tax rate not found';

type TaxRateRow = typeof taxRates.$inferSelect;

const toTaxRate = (row: TaxRateRow): TaxRate => ({
  id: row.id,
  hsnPrefix: row.hsnPrefix,
  effectiveFrom: row.effectiveFrom,
  validTo: row.validTo,
  minUnitValue: rupees(row.minUnitValue),
  maxUnitValue: row.maxUnitValue === null ? null : rupees(row.maxUnitValue),
  rate: Number(row.rate),
});

const toColumns = (form: TaxRateForm) => ({
  hsnPrefix: form.hsnPrefix,
  effectiveFrom: form.effectiveFrom,
  validTo: form.validTo ?? null,
  minUnitValue: formatPaise(toPaise(form.minUnitValue)),
  maxUnitValue: form.maxUnitValue === null ? null : formatPaise(toPaise(form.maxUnitValue)),
  rate: form.rate.toFixed(2),
});

/** The rules as the GST arithmetic takes them (paise, basis points). */
export const loadGstRateRules = async (db: Queryable): Promise<GstRateRule[]> =>
  (await db.select().from(taxRates)).map((row) => ({
    hsnPrefix: row.hsnPrefix,
    effectiveFrom: row.effectiveFrom,
    validTo: row.validTo,
    minUnitPaise: toPaise(row.minUnitValue),
    maxUnitPaise: row.maxUnitValue === null ? null : toPaise(row.maxUnitValue),
    rateBasisPoints: toPaise(row.rate),
  }));

/** A threshold the law sets (e.g. E_WAY_BILL) in force on a date, in paise; null when none is. */
export const gstThresholdOn = async (db: Queryable, name: string, date: string): Promise<number | null> => {
  const [row] = await db
    .select({ amount: gstThresholds.amount })
    .from(gstThresholds)
    .where(and(eq(gstThresholds.name, name), lte(gstThresholds.effectiveFrom, date)))
    .orderBy(desc(gstThresholds.effectiveFrom))
    .limit(1);
  return row ? toPaise(row.amount) : null;
};

export type TaxRateService = ReturnType<typeof createTaxRateService>;

/** The super admin's GST rate rules (issue 19): data, never constants in code. */
export const createTaxRateService = (db: Database) => ({
  async list(): Promise<TaxRateList> {
    const rows = await db
      .select()
      .from(taxRates)
      .orderBy(asc(taxRates.hsnPrefix), desc(taxRates.effectiveFrom), asc(taxRates.minUnitValue));
    return { taxRates: rows.map(toTaxRate) };
  },

  async assertExists(id: number): Promise<void> {
    const [row] = await db.select({ id: taxRates.id }).from(taxRates).where(eq(taxRates.id, id));
    if (!row) throw notFound(TAX_RATE_NOT_FOUND);
  },

  /** A band overlapping another of the same prefix and date is a 409 naming it. */
  create(form: TaxRateForm): Promise<TaxRate> {
    return db.transaction(async (tx) => {
      await lockForTransaction(tx, `tax-rates:${form.hsnPrefix}`);
      await assertNoBandClash(tx, form);
      const [row] = await tx.insert(taxRates).values(toColumns(form)).returning();
      if (!row) throw new Error('The tax rate was not created');
      return toTaxRate(row);
    });
  },

  /** A rule no document used may change freely; a used one only takes a valid-to date (product.md "Tax rates"). */
  update(id: number, form: TaxRateForm): Promise<TaxRate> {
    return db.transaction(async (tx) => {
      const current = await lockedRule(tx, id);
      if (current.hsnPrefix !== form.hsnPrefix) await lockForTransaction(tx, `tax-rates:${form.hsnPrefix}`);
      const lastUsed = await lastDocumentTaxedBy(tx, current);
      if (lastUsed !== null) {
        const columns = toColumns(form);
        const same =
          columns.hsnPrefix === current.hsnPrefix &&
          columns.effectiveFrom === current.effectiveFrom &&
          toPaise(columns.minUnitValue) === toPaise(current.minUnitValue) &&
          (columns.maxUnitValue === null
            ? current.maxUnitValue === null
            : current.maxUnitValue !== null &&
              toPaise(columns.maxUnitValue) === toPaise(current.maxUnitValue)) &&
          toPaise(columns.rate) === toPaise(current.rate);
        if (!same) throw new ApiError(409, TAX_RATE_MSG.usedChange);
        if (columns.validTo !== null && columns.validTo < lastUsed)
          throw badRequest(taxRateCloseTooEarlyMessage(lastUsed));
      }
      await assertNoBandClash(tx, form, id);
      const [row] = await tx.update(taxRates).set(toColumns(form)).where(eq(taxRates.id, id)).returning();
      if (!row) throw notFound(TAX_RATE_NOT_FOUND);
      return toTaxRate(row);
    });
  },

  /** Only a rule no issued document used; a used one is closed by its valid-to date instead (409). */
  remove(id: number): Promise<void> {
    return db.transaction(async (tx) => {
      const current = await lockedRule(tx, id);
      if ((await lastDocumentTaxedBy(tx, current)) !== null) throw new ApiError(409, TAX_RATE_MSG.used);
      await tx.delete(taxRates).where(eq(taxRates.id, id));
    });
  },
});

/** The rule, locked with its prefix's other rules (a clash check and a write happen as one), else 404. */
const lockedRule = async (tx: Transaction, id: number): Promise<TaxRateRow> => {
  const [row] = await tx.select().from(taxRates).where(eq(taxRates.id, id));
  if (!row) throw notFound(TAX_RATE_NOT_FOUND);
  await lockForTransaction(tx, `tax-rates:${row.hsnPrefix}`);
  return row;
};
