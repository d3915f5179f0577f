import type { Product, ProductForm as ProductFormOutput } from '@apparel/contracts';
import { useListReturnPath } from '@apparel/ui';
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

interface ProductFormProps {
  /** The stored product (edit); absent on create. */
  product?: Product;
  saving: boolean;
  /** The last save's failure, shown under the button (SPEC 8). */
  saveError: string | null;
  onSave: (product: ProductFormOutput, files: ProductFilesState) => void;
}

/** Every field of SPEC 2's product form, checked by the contract's schema. */
export function ProductForm({ product, saving, saveError, onSave }: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: productFormResolver,
    defaultValues: product ? toProductFormValues(product) : emptyProductForm,
  });
  const [files, setFiles] = useState<ProductFilesState>(() => initialProductFiles(product));
  const listPath = useListReturnPath('/products');

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => onSave(values, files))}>
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
