import { formatPaiseAsRupees, formatRupees, toPaise } from '@apparel/contracts';
import { formatDay } from '@apparel/ui';
import { Table, Text } from '@mantine/core';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { RupeeInput } from '../../shared/RupeeInput';
import { allocatedPaise, type PaymentFormValues } from './payment-form-values';

/**
 * The open invoices, oldest due first, each with what this payment gives it; below, what is given in
 * all and what stays as the retailer's advance (product.md §16).
 */
export function AllocationFields({
  control,
  error,
}: {
  control: Control<PaymentFormValues>;
  error?: string;
}) {
  const values = useWatch({ control }) as PaymentFormValues;
  const rows = values.allocations ?? [];
  if (rows.length === 0)
    return <Text c="dimmed">No open invoices: the whole payment stays as an advance.</Text>;
  const given = allocatedPaise(values);
  const paid = values.amount === '' || values.amount === undefined ? 0 : toPaise(values.amount);
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" aria-label="Allocation by invoice">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Due date</Table.Th>
              <Table.Th>Amount due</Table.Th>
              <Table.Th>Allocate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.invoiceId}>
                <Table.Td>{row.number}</Table.Td>
                <Table.Td>{formatDay(row.dueDate)}</Table.Td>
                <Table.Td>{formatRupees(row.amountDue)}</Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`allocations.${index}.amount`}
                    render={({ field, fieldState }) => (
                      <RupeeInput
                        aria-label={`Allocate to ${row.number}`}
                        size="xs"
                        name={field.name}
                        ref={field.ref}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" role="status">
        Allocated {formatPaiseAsRupees(given)}
        {paid > given ? `; ${formatPaiseAsRupees(paid - given)} stays as an advance` : ''}
      </Text>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </>
  );
}
