import {
  formatPaise,
  type GstRateRule,
  type TaxRate,
  type TaxRateForm,
  type TaxRateList,
  toPaise,
} from '@apparel/contracts';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { rupees } from '../../db/numeric';
import { gstThresholds, taxRates } from '../../db/schema';
import { notFound } from '../../errors';

export const TAX_RATE_NOT_FOUND = 'Tax rate not found';

type TaxRateRow = typeof taxRates.$inferSelect;

const toTaxRate = (row: TaxRateRow): TaxRate => ({
  id: row.id,
  hsnPrefix: row.hsnPrefix,
  effectiveFrom: row.effectiveFrom,
  minUnitValue: rupees(row.minUnitValue),
  maxUnitValue: row.maxUnitValue === null ? null : rupees(row.maxUnitValue),
  rate: Number(row.rate),
});

const toColumns = (form: TaxRateForm) => ({
  hsnPrefix: form.hsnPrefix,
  effectiveFrom: form.effectiveFrom,
  minUnitValue: formatPaise(toPaise(form.minUnitValue)),
  maxUnitValue: form.maxUnitValue === null ? null : formatPaise(toPaise(form.maxUnitValue)),
  rate: form.rate.toFixed(2),
});

/** The rules as the GST arithmetic takes them (paise, basis points). */
export const loadGstRateRules = async (db: Queryable): Promise<GstRateRule[]> =>
  (await db.select().from(taxRates)).map((row) => ({
    hsnPrefix: row.hsnPrefix,
    effectiveFrom: row.effectiveFrom,
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

  /** A second rule with the same prefix, date and lowest value is a 409 (tax_rates_band_unique). */
  async create(form: TaxRateForm): Promise<TaxRate> {
    const [row] = await db.insert(taxRates).values(toColumns(form)).returning();
    if (!row) throw new Error('The tax rate was not created');
    return toTaxRate(row);
  },

  async update(id: number, form: TaxRateForm): Promise<TaxRate> {
    const [row] = await db.update(taxRates).set(toColumns(form)).where(eq(taxRates.id, id)).returning();
    if (!row) throw notFound(TAX_RATE_NOT_FOUND);
    return toTaxRate(row);
  },
});
