import { errorMessage, useCreateDispatch } from '@apparel/api-client';
import {
  DISPATCH_MSG,
  type DispatchWithInvoice,
  dispatchCreateSchema,
  type OrderItem,
} from '@apparel/contracts';
import { notifyError, notifySuccess } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { chosenAttributeLines } from '../orders/chosen-attributes';
import { type DispatchFormValues, initialDispatchValues, overRemaining } from './dispatch-form-values';
import { remainingQty } from './line-quantities';

interface DispatchFormProps {
  items: OrderItem[];
  orderId: number;
  onDone: (dispatch: DispatchWithInvoice) => void;
  onCancel: () => void;
}

const resolver = zodResolver(dispatchCreateSchema) as unknown as Resolver<DispatchFormValues>;

/** One consignment: each line's quantity (remaining by default, down to 0), date, transporter, LR and vehicle. */
export function DispatchForm({ items, orderId, onDone, onCancel }: DispatchFormProps) {
  const dispatch = useCreateDispatch();
  const form = useForm<DispatchFormValues>({ resolver, defaultValues: initialDispatchValues(items) });
  const { errors } = form.formState;
  const lines = form.getValues('lines');

  const submit = form.handleSubmit((values) => {
    const over = overRemaining(values, items);
    if (over.length > 0) {
      for (const { index, message } of over) form.setError(`lines.${index}.quantity`, { message });
      return;
    }
    dispatch.mutate(
      { orderId, dispatch: values },
      {
        onSuccess: (made) => {
          notifySuccess(`${DISPATCH_MSG.created} ${made.invoice.number}`);
          onDone(made);
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Dispatch">
      <Stack>
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Remaining</Table.Th>
                <Table.Th>Dispatch now</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => {
                const item = items.find((i) => i.id === line.itemId) as OrderItem;
                const name = [item.product.name, ...chosenAttributeLines(item)].join(', ');
                return (
                  <Table.Tr key={line.itemId}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{remainingQty(item)}</Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`lines.${index}.quantity`}
                        render={({ field, fieldState }) => (
                          <NumberInput
                            aria-label={`Dispatch quantity of line ${index + 1} (${name})`}
                            min={0}
                            max={remainingQty(item)}
                            allowDecimal={false}
                            allowNegative={false}
                            value={field.value}
                            onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
                            onBlur={field.onBlur}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {errors.lines?.message || errors.lines?.root?.message ? (
          <Alert color="red" role="alert">
            {errors.lines?.message ?? errors.lines?.root?.message}
          </Alert>
        ) : null}
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
