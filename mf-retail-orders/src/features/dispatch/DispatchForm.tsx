import { ApiError, errorMessage, useCreateDispatch } from '@apparel/api-client';
import {
  DISPATCH_MSG,
  type DispatchWithInvoice,
  dispatchCreateSchema,
  lineIndexOf,
  MAX_DISTANCE_KM,
  type OrderItem,
} from '@apparel/contracts';
import { notifyError, notifySuccess } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { LineQuantitiesTable, QuantityField } from '../../shared/LineQuantities';
import { chosenAttributeLines } from '../orders/chosen-attributes';
import { type DispatchFormValues, initialDispatchValues } from './dispatch-form-values';
import { remainingQty } from './line-quantities';

interface DispatchFormProps {
  items: OrderItem[];
  orderId: number;
  onDone: (dispatch: DispatchWithInvoice) => void;
  onCancel: () => void;
}

const resolver = zodResolver(dispatchCreateSchema) as unknown as Resolver<DispatchFormValues>;

/**
 * One consignment: each line's quantity (remaining by default), date, transporter, LR and vehicle. The
 * server decides what remains (another user may have dispatched meanwhile): its refusal of a line
 * ("Line 1: only 2 of Cotton Shirt left to dispatch, 5 asked") shows under that line's field.
 */
export function DispatchForm({ items, orderId, onDone, onCancel }: DispatchFormProps) {
  const dispatch = useCreateDispatch();
  const form = useForm<DispatchFormValues>({ resolver, defaultValues: initialDispatchValues(items) });
  const { errors } = form.formState;
  const lines = form.getValues('lines');

  const submit = form.handleSubmit((values) => {
    dispatch.mutate(
      { orderId, dispatch: values },
      {
        onSuccess: (made) => {
          notifySuccess(`${DISPATCH_MSG.created} ${made.invoice.number}`);
          onDone(made);
        },
        onError: (error) => {
          const message = errorMessage(error);
          const line = error instanceof ApiError && error.status === 400 ? lineIndexOf(message) : null;
          if (line !== null && line < values.lines.length)
            form.setError(`lines.${line}.quantity`, { message }, { shouldFocus: true });
          else if (message.startsWith('Approximate distance'))
            form.setError('distanceKm', { message }, { shouldFocus: true });
          else notifyError(message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Dispatch">
      <Stack>
        <LineQuantitiesTable
          headers={['Line', 'Remaining', 'Dispatch now']}
          rows={lines.map((line, index) => {
            const item = items.find((i) => i.id === line.itemId) as OrderItem;
            const name = [item.product.name, ...chosenAttributeLines(item)].join(', ');
            return {
              key: line.itemId,
              cells: [
                name,
                remainingQty(item),
                <QuantityField
                  key="quantity"
                  control={form.control}
                  name={`lines.${index}.quantity`}
                  label={`Dispatch quantity of line ${index + 1} (${name})`}
                  max={remainingQty(item)}
                  keepAboveMax
                />,
              ],
            };
          })}
          error={errors.lines?.message ?? errors.lines?.root?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Date"
            type="date"
            withAsterisk
            {...form.register('date')}
            error={errors.date?.message}
          />
          <TextInput
            label="Transporter"
            withAsterisk
            {...form.register('transporter')}
            error={errors.transporter?.message}
          />
          <TextInput
            label="LR / docket number"
            {...form.register('lrNumber')}
            error={errors.lrNumber?.message}
          />
          <TextInput
            label="Vehicle number"
            {...form.register('vehicleNumber')}
            error={errors.vehicleNumber?.message}
          />
          <Controller
            control={form.control}
            name="distanceKm"
            render={({ field }) => (
              <NumberInput
                label="Approximate distance (km)"
                description="Required when the consignment needs an e-way bill"
                min={1}
                max={MAX_DISTANCE_KM}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                onBlur={field.onBlur}
                error={errors.distanceKm?.message}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={dispatch.isPending}>
            Dispatch and invoice
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
