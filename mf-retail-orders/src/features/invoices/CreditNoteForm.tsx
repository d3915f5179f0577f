import { ApiError, errorMessage, useCreateCreditNote } from '@apparel/api-client';
import { type CreditNote, creditNoteCreateSchema, type Invoice, lineIndexOf } from '@apparel/contracts';
import { notifyError, notifySuccess } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { type Resolver, useForm } from 'react-hook-form';
import { LineQuantitiesTable, QuantityField } from '../../shared/LineQuantities';

type CreditNoteFormValues = { lines: { itemId: number; quantity: number }[]; restock: boolean };

const resolver = zodResolver(creditNoteCreateSchema) as unknown as Resolver<CreditNoteFormValues>;

interface CreditNoteFormProps {
  invoice: Pick<Invoice, 'id' | 'lines' | 'returned'>;
  onDone: (note: CreditNote) => void;
  onCancel: () => void;
}

/**
 * Returned pieces per invoice line, with or without restocking. What may still be returned (invoiced
 * less what earlier credit notes returned) is the server's to decide under the invoice's lock: a number
 * above it stays as typed, and the server's refusal naming the line and what is left ("Line 1: only 5
 * of Cotton Shirt can still be returned, 9 asked") shows under that line's field, as on the dispatch form.
 */
export function CreditNoteForm({ invoice, onDone, onCancel }: CreditNoteFormProps) {
  const create = useCreateCreditNote();
  const returnedOf = (itemId: number) => invoice.returned.find((r) => r.itemId === itemId)?.quantity ?? 0;
  const form = useForm<CreditNoteFormValues>({
    resolver,
    defaultValues: { lines: invoice.lines.map((l) => ({ itemId: l.itemId, quantity: 0 })), restock: true },
  });
  const linesError = form.formState.errors.lines;
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { invoiceId: invoice.id, creditNote: values },
      {
        onSuccess: (note) => {
          notifySuccess(`Credit note ${note.number} issued`);
          onDone(note);
        },
        onError: (error) => {
          const message = errorMessage(error);
          const line = error instanceof ApiError && error.status === 400 ? lineIndexOf(message) : null;
          if (line !== null && line < values.lines.length)
            form.setError(`lines.${line}.quantity`, { message }, { shouldFocus: true });
          else notifyError(message);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Credit note">
      <Stack>
        <LineQuantitiesTable
          headers={['Line', 'Invoiced', 'Returned', 'Return now']}
          rows={invoice.lines.map((line, index) => ({
            key: line.itemId,
            cells: [
              line.description,
              line.quantity,
              returnedOf(line.itemId),
              <QuantityField
                key="quantity"
                control={form.control}
                name={`lines.${index}.quantity`}
                label={`Return quantity of line ${line.slNo} (${line.description})`}
                max={line.quantity - returnedOf(line.itemId)}
                keepAboveMax
              />,
            ],
          }))}
          error={linesError?.message ?? linesError?.root?.message}
        />
        <Checkbox label="Put the returned pieces back into stock" {...form.register('restock')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Issue credit note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
