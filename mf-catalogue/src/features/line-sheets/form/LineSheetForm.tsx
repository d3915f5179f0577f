import {
  type LineSheet,
  type LineSheetInput,
  type LineSheetForm as LineSheetOutput,
  lineSheetInputSchema,
} from '@apparel/contracts';
import { DiscardChangesGuard, useListReturnPath } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { SHEET_TEXT } from '../line-sheet-texts';
import { ProductSelection } from '../selection/ProductSelection';
import type { SelectedProduct } from '../selection/selected-products';
import { SheetDateField } from './SheetDateField';
import { StockDisplayFields } from './StockDisplayFields';

interface LineSheetFormProps {
  /** The stored sheet (edit); absent on create. */
  sheet?: LineSheet;
  /** The stored sheet's products with their names, in order. */
  initialProducts: SelectedProduct[];
  saving: boolean;
  saveError: string | null;
  onSave: (sheet: LineSheetOutput) => void;
  /** Set once saved: the page navigates away with the form still dirty. */
  saved: boolean;
}

const valuesOf = (sheet: LineSheet | undefined, products: SelectedProduct[]): LineSheetInput => ({
  name: sheet?.name ?? '',
  note: sheet?.note ?? '',
  deliveryFrom: sheet?.deliveryFrom ?? null,
  deliveryTo: sheet?.deliveryTo ?? null,
  orderBy: sheet?.orderBy ?? null,
  stockDisplay: sheet?.stockDisplay ?? 'bands',
  lowStockBelow: sheet?.lowStockBelow ?? 10,
  productIds: products.map((product) => product.id),
});

/** A line sheet's fields (product.md §17), checked by the contract's schema, and its ordered products. */
export function LineSheetForm({
  sheet,
  initialProducts,
  saving,
  saveError,
  onSave,
  saved,
}: LineSheetFormProps) {
  const form = useForm<LineSheetInput, unknown, LineSheetOutput>({
    resolver: zodResolver(lineSheetInputSchema),
    defaultValues: valuesOf(sheet, initialProducts),
  });
  const [products, setProducts] = useState(initialProducts);
  const listPath = useListReturnPath('/line-sheets');
  const choose = (next: SelectedProduct[]) => {
    setProducts(next);
    form.setValue(
      'productIds',
      next.map((product) => product.id),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <DiscardChangesGuard when={form.formState.isDirty && !saved} />
      <Stack>
        <Fieldset legend="Line Sheet">
          <Stack>
            <TextInput
              label="Name"
              withAsterisk
              placeholder="Winter 26"
              {...form.register('name')}
              error={errors.name?.message}
            />
            <Textarea label="Note" rows={3} {...form.register('note')} error={errors.note?.message} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SheetDateField control={form.control} name="deliveryFrom" label="Delivery from" />
              <SheetDateField control={form.control} name="deliveryTo" label="Delivery to" />
              <SheetDateField control={form.control} name="orderBy" label="Order by" />
            </SimpleGrid>
            <StockDisplayFields control={form.control} />
          </Stack>
        </Fieldset>
        <ProductSelection products={products} onChange={choose} error={errors.productIds?.message} />
        <Group justify="flex-end">
          <Button component={Link} to={sheet ? `/line-sheets/${sheet.id}` : listPath} variant="default">
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? SHEET_TEXT.saving : sheet ? 'Update' : 'Create'}
          </Button>
        </Group>
        {saveError ? (
          <Text c="red" size="sm" role="alert" ta="right">
            {saveError}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
