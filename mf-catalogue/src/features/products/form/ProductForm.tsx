import type { Product, ProductForm as ProductFormOutput } from '@apparel/contracts';
import { hasVariantGrid, useListReturnPath } from '@apparel/ui';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { TEXT } from '../../../shared/texts';
import { AttributeSelects } from './AttributeSelects';
import { CategoryFields } from './CategoryFields';
import { DescriptionFields } from './DescriptionFields';
import { DiscountRulesEditor } from './DiscountRulesEditor';
import { ProductChoiceFields } from './ProductChoiceFields';
import { ProductDetailsFields } from './ProductDetailsFields';
import { ProductFileFields } from './ProductFileFields';
import { initialProductFiles, type ProductFilesState } from './product-files';
import {
  emptyProductForm,
  type ProductFormValues,
  productFormResolver,
  toProductFormValues,
} from './product-form-values';
import { useVariantAxes } from './variants/use-variant-axes';
import { VariantsFieldset } from './variants/VariantsFieldset';
import {
  initialVariantState,
  packsOf,
  type VariantFormState,
  variantFormProblem,
  variantsOf,
} from './variants/variant-form-state';

interface ProductFormProps {
  /** The stored product (edit); absent on create. */
  product?: Product;
  saving: boolean;
  /** The last save's failure, shown under the button (product.md §8). */
  saveError: string | null;
  onSave: (product: ProductFormOutput, files: ProductFilesState) => void;
}

/** Every field of product.md §2's product form, checked by the contract's schema, with the stock grid and packs of issue 18. */
export function ProductForm({ product, saving, saveError, onSave }: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: productFormResolver,
    defaultValues: product ? toProductFormValues(product) : emptyProductForm,
  });
  const [files, setFiles] = useState<ProductFilesState>(() => initialProductFiles(product));
  const listPath = useListReturnPath('/products');
  const [variants, setVariants] = useState<VariantFormState>(() => initialVariantState(product));
  const [variantError, setVariantError] = useState<string>();
  const axes = useVariantAxes(form.control, product);
  const byGrid = hasVariantGrid(axes);

  // The grid goes with the save only while shown; without it the Stock Quantity fills the one cell.
  const save = (values: ProductFormOutput) => {
    const packs = packsOf(variants, axes);
    if (!byGrid) return onSave({ ...values, packs }, files);
    const cells = variantsOf(variants, axes, values.sku);
    const problem = variantFormProblem(axes, cells, packs);
    setVariantError(problem);
    if (!problem) onSave({ ...values, variants: cells, packs }, files);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(save)}>
        <Stack>
          <Fieldset legend="Product Details">
            <ProductDetailsFields />
          </Fieldset>
          <Fieldset legend="Category and Attributes">
            <Stack>
              <CategoryFields />
              <AttributeSelects />
              <ProductChoiceFields />
            </Stack>
          </Fieldset>
          {byGrid ? (
            <VariantsFieldset axes={axes} state={variants} onChange={setVariants} error={variantError} />
          ) : null}
          <Fieldset legend="Files">
            <ProductFileFields
              files={files}
              onChange={setFiles}
              catalogUrl={product?.catalogUrl ?? null}
              videoUrl={product?.videoUrl ?? null}
            />
          </Fieldset>
          <DiscountRulesEditor />
          <Fieldset legend="Descriptions">
            <DescriptionFields />
          </Fieldset>
          <Group justify="flex-end">
            <Button component={Link} to={listPath} variant="default">
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? TEXT.saving : product ? 'Update' : 'Create'}
            </Button>
          </Group>
          {saveError ? (
            <Text c="red" size="sm" role="alert" ta="right">
              {saveError}
            </Text>
          ) : null}
        </Stack>
      </form>
    </FormProvider>
  );
}
