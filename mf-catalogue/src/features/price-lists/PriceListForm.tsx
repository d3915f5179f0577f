import type { PriceList, PriceListForm as PriceListBody } from '@apparel/contracts';
import { DiscardChangesGuard, ErrorBanner, TYPED_DATE_FORMAT, useListReturnPath } from '@apparel/ui';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { PriceListAssignment } from './PriceListAssignment';
import { PriceRowsGrid } from './PriceRowsGrid';
import {
  checkPriceList,
  type PriceListErrors,
  type PriceListFormValues,
  toPriceListFormValues,
} from './price-list-form-values';

interface PriceListFormProps {
  list?: PriceList;
  saving: boolean;
  saveError?: string | null;
  onSave: (list: PriceListBody) => void;
}

/**
 * A price list (product.md §15): its name, percent off, validity, who it is assigned to and its rows of
 * fixed prices, checked by the server's own rule before it is sent.
 */
export function PriceListForm({ list, saving, saveError, onSave }: PriceListFormProps) {
  const [values, setValues] = useState<PriceListFormValues>(() => toPriceListFormValues(list));
  const [errors, setErrors] = useState<PriceListErrors>({});
  const [dirty, setDirty] = useState(false);
  const listPath = useListReturnPath('/price-lists');

  const set = <K extends keyof PriceListFormValues>(field: K, value: PriceListFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setDirty(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPriceList(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setDirty(false);
    onSave(checked.list);
  };

  return (
    <form noValidate onSubmit={submit}>
      <DiscardChangesGuard when={dirty && !saving} />
      <Stack maw={960}>
        <ErrorBanner message={saveError} />
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            List
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              withAsterisk
              value={values.name}
              error={errors.name}
              onChange={(event) => set('name', event.currentTarget.value)}
            />
            <NumberInput
              label="Percent off"
              description="Off each cell's base price where no fixed price answers; blank for none"
              min={0}
              max={100}
              decimalScale={2}
              clampBehavior="none"
              allowNegative={false}
              suffix=" %"
              value={values.percentOff}
              error={errors.percentOff}
              onChange={(value) => set('percentOff', value)}
            />
            <DateInput
              label="Valid from"
              withAsterisk
              valueFormat={TYPED_DATE_FORMAT}
              placeholder={TYPED_DATE_FORMAT}
              value={values.validFrom || null}
              error={errors.validFrom}
              onChange={(value) => set('validFrom', value ?? '')}
            />
            <DateInput
              label="Valid to"
              description="Blank: open-ended"
              clearable
              valueFormat={TYPED_DATE_FORMAT}
              placeholder={TYPED_DATE_FORMAT}
              value={values.validTo || null}
              error={errors.validTo}
              onChange={(value) => set('validTo', value ?? '')}
            />
          </SimpleGrid>
        </Paper>
        <PriceListAssignment
          retailerIds={values.retailerIds}
          retailerTypes={values.retailerTypes}
          error={errors.retailerIds}
          onRetailers={(ids) => set('retailerIds', ids)}
          onTypes={(types) => set('retailerTypes', types)}
        />
        <Paper withBorder p="md" miw={0}>
          <Title order={2} size="h4" mb="sm">
            Rows
          </Title>
          <PriceRowsGrid rows={values.rows} onChange={(rows) => set('rows', rows)} />
          {errors.rows ? <ErrorBanner message={errors.rows} /> : null}
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={listPath} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {list ? 'Save Changes' : 'Create List'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
