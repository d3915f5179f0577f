import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AttributeSelects } from '../src/features/products/form/AttributeSelects';
import { emptyProductForm, type ProductFormValues } from '../src/features/products/form/product-form-values';
import { productFormReads } from './support/catalogue-api';

function Attributes({ onColors }: { onColors: (ids: string[]) => void }) {
  const form = useForm<ProductFormValues>({ defaultValues: emptyProductForm });
  onColors(form.watch('colorIds'));
  return (
    <FormProvider {...form}>
      <AttributeSelects />
      <button type="button">elsewhere</button>
    </FormProvider>
  );
}

describe('Product form attribute selects', () => {
  it('adds an item typed in full when the user tabs or clicks away, as if picked', async () => {
    mockApi(productFormReads());
    const user = setupUser();
    let colors: string[] = [];
    renderPage(<Attributes onColors={(ids) => (colors = ids)} />);
    const input = await screen.findByRole('combobox', { name: 'Colors' });
    await user.type(input, 'indigo');
    await user.tab();
    expect(colors).toEqual(['1']);
    await user.click(input);
    await user.type(input, 'Saffron');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(colors).toEqual(['1', '2']);
    // Text that names no colour is dropped, as before.
    await user.click(input);
    await user.type(input, 'Saff');
    await user.tab();
    expect(colors).toEqual(['1', '2']);
  });
});
