import {
  ATTRIBUTE_TYPES,
  PRODUCT_LINKS,
  PRODUCT_TEXT_FIELDS,
  type ProductCsvColumn,
  productFormSchema,
} from '@apparel/contracts';
import { ApiError } from '../../errors';
import type { CatalogueLookup } from './catalogue-lookup';
import { parseDiscountCell, restoreNeutralised, splitList } from './csv-format';
import { STORED_TOO_LONG } from './html-sanitiser';
import { type ProductFields, productFields } from './product-values';

export type CsvRecord = Partial<Record<ProductCsvColumn, string>> & Record<string, string | undefined>;
export type CheckedRow = { fields: ProductFields; itemIds: number[] };

/** The CSV column a form field comes from, so an error names what the user sees in the file. */
const COLUMN_OF: Record<string, string> = {
  categoryId: 'category',
  subcategoryId: 'subcategory',
  ...Object.fromEntries(ATTRIBUTE_TYPES.map((type) => [PRODUCT_LINKS[type].ids, type])),
};

const cellOf = (record: CsvRecord, column: ProductCsvColumn): string | undefined => {
  const value = record[column];
  return value === undefined ? undefined : restoreNeutralised(value.trim());
};

/**
 * Checks one CSV row with the same contract schema as the product form, after turning names into
 * ids: the row's columns, or every problem as `column: message` joined by "; ".
 */
export const checkCsvRow = (
  record: CsvRecord,
  lookup: CatalogueLookup,
): { row: CheckedRow } | { error: string } => {
  const problems: string[] = [];
  const categoryName = cellOf(record, 'category') ?? '';
  const categoryId = categoryName ? lookup.category(categoryName) : undefined;
  if (categoryName && categoryId === undefined)
    problems.push(`category: "${categoryName}" is not one of your categories`);
  const subcategoryName = cellOf(record, 'subcategory') ?? '';
  let subcategoryId: number | undefined;
  if (subcategoryName && categoryId !== undefined) {
    subcategoryId = lookup.subcategory(categoryId, subcategoryName);
    if (subcategoryId === undefined)
      problems.push(`subcategory: "${subcategoryName}" is not a subcategory of "${categoryName}"`);
  }
  const ids: Record<string, number[]> = {};
  for (const type of ATTRIBUTE_TYPES) {
    ids[PRODUCT_LINKS[type].ids] = splitList(cellOf(record, type)).flatMap((name) => {
      const id = lookup.item(type, name);
      if (id === undefined) problems.push(`${type}: "${name}" is not one of your ${type}`);
      return id === undefined ? [] : [id];
    });
  }
  const discount = parseDiscountCell(cellOf(record, 'discount'));
  if ('error' in discount) problems.push(`discount: ${discount.error}`);

  const parsed = productFormSchema.safeParse({
    ...Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, cellOf(record, field)])),
    discount: 'rules' in discount ? discount.rules : [],
    // An unknown category is reported above; a blank one gets the schema's "Category is required".
    categoryId: categoryName && categoryId === undefined ? 1 : categoryId,
    subcategoryId,
    ...ids,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      problems.push(`${COLUMN_OF[field] ?? field}: ${issue.message}`);
    }
  }
  if (problems.length > 0 || !parsed.success) return { error: problems.join('; ') };
  const form = parsed.data;
  let fields: ProductFields;
  try {
    fields = productFields(form, form.categoryId, form.subcategoryId ?? null);
  } catch (error) {
    if (error instanceof ApiError) return { error: `fullDesc: ${STORED_TOO_LONG}` };
    throw error;
  }
  return {
    row: { fields, itemIds: [...new Set(ATTRIBUTE_TYPES.flatMap((type) => form[PRODUCT_LINKS[type].ids]))] },
  };
};
