import {
  ATTRIBUTE_TYPES,
  orderAxes,
  PRODUCT_LINKS,
  PRODUCT_TEXT_FIELDS,
  type ProductCsvColumn,
  productFormSchema,
} from '@apparel/contracts';
import { ApiError } from '../../errors';
import type { CatalogueLookup } from './catalogue-lookup';
import { parseDiscountCell, restoreNeutralised, splitList } from './csv-format';
import { readCsvGrid, readCsvPacks } from './csv-variants';
import { STORED_TOO_LONG } from './html-sanitiser';
import { type ProductFields, productFields } from './product-values';
import type { CellRecord } from './variant-writes';

export type CsvRecord = Partial<Record<ProductCsvColumn, string>> & Record<string, string | undefined>;
/** A checked row: the product's columns (packs included), its attribute items and its stock grid. */
export type CheckedRow = { fields: ProductFields; itemIds: number[]; variants: CellRecord[] };

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
  const named: Record<string, { id: number; name: string }[]> = {};
  for (const type of ATTRIBUTE_TYPES) {
    named[type] = splitList(cellOf(record, type)).flatMap((name) => {
      const id = lookup.item(type, name);
      if (id === undefined) problems.push(`${type}: "${name}" is not one of your ${type}`);
      return id === undefined ? [] : [{ id, name }];
    });
    ids[PRODUCT_LINKS[type].ids] = named[type].map((item) => item.id);
  }
  const discount = parseDiscountCell(cellOf(record, 'discount'));
  if ('error' in discount) problems.push(`discount: ${discount.error}`);

  // Built field by field in one order (not spread from other objects): the same shape for every row.
  const input: Record<string, unknown> = {};
  for (const field of PRODUCT_TEXT_FIELDS) input[field] = cellOf(record, field);
  input.discount = 'rules' in discount ? discount.rules : [];
  // An unknown category is reported above; a blank one gets the schema's "Category is required".
  input.categoryId = categoryName && categoryId === undefined ? 1 : categoryId;
  input.subcategoryId = subcategoryId;
  for (const type of ATTRIBUTE_TYPES) input[PRODUCT_LINKS[type].ids] = ids[PRODUCT_LINKS[type].ids];
  const parsed = productFormSchema.safeParse(input);
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
  const unique = (items: { id: number; name: string }[] = []) => [
    ...new Map(items.map((i) => [i.id, i])).values(),
  ];
  const axes = orderAxes(unique(named.sizes), unique(named.colors));
  const grid = readCsvGrid(
    axes,
    form.sku,
    form.stockQty,
    cellOf(record, 'variantStock'),
    cellOf(record, 'variantSkus'),
    cellOf(record, 'variantPrices'),
  );
  const packs = readCsvPacks(axes, cellOf(record, 'packs'));
  if ('error' in grid || 'error' in packs)
    return { error: [grid, packs].flatMap((r) => ('error' in r ? [r.error] : [])).join('; ') };
  return {
    row: {
      fields: { ...fields, packs: packs.packs },
      itemIds: [...new Set(ATTRIBUTE_TYPES.flatMap((type) => form[PRODUCT_LINKS[type].ids]))],
      variants: grid.variants,
    },
  };
};
