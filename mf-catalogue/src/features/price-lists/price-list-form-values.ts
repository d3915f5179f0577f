import {
  type PriceList,
  type PriceListForm,
  type PriceListInput,
  priceListInputSchema,
  type RetailerType,
} from '@apparel/contracts';
import { draftsOf, type PriceRowDraft, rowsOf } from './price-rows';

/** The list form's fields as typed: dates 'YYYY-MM-DD' ('' blank), retailers as select values. */
export interface PriceListFormValues {
  name: string;
  /** '' for no percent. */
  percentOff: number | string;
  validFrom: string;
  validTo: string;
  retailerIds: string[];
  retailerTypes: RetailerType[];
  rows: PriceRowDraft[];
}

export type PriceListField = 'name' | 'percentOff' | 'validFrom' | 'validTo' | 'retailerIds' | 'rows';
export type PriceListErrors = Partial<Record<PriceListField, string>>;

export const toPriceListFormValues = (list?: PriceList): PriceListFormValues => ({
  name: list?.name ?? '',
  percentOff: list?.percentOff ?? '',
  validFrom: list?.validFrom ?? '',
  validTo: list?.validTo ?? '',
  retailerIds: (list?.retailerIds ?? []).map(String),
  retailerTypes: list?.retailerTypes ?? [],
  rows: draftsOf(list),
});

export type CheckedPriceList = { ok: true; list: PriceListForm } | { ok: false; errors: PriceListErrors };

/** The body of the save, checked by the server's own schema; refusals keyed by the field they name. */
export function checkPriceList(values: PriceListFormValues): CheckedPriceList {
  const rows = rowsOf(values.rows);
  const input: PriceListInput = {
    name: values.name,
    percentOff: values.percentOff === '' ? null : Number(values.percentOff),
    validFrom: values.validFrom,
    validTo: values.validTo === '' ? null : values.validTo,
    retailerIds: values.retailerIds.map(Number),
    retailerTypes: values.retailerTypes,
    rows: rows.ok ? rows.rows : [],
  };
  const parsed = priceListInputSchema.safeParse(input);
  const errors: PriceListErrors = {};
  if (!rows.ok) errors.rows = rows.message;
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name') as PriceListField;
      errors[field] ??= issue.message;
    }
  if (parsed.success && rows.ok) return { ok: true, list: parsed.data };
  return { ok: false, errors };
}
