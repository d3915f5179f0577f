import { errorMessage, useCreateCreditNote } from '@apparel/api-client';
import { type CreditNote, creditNoteCreateSchema, type Invoice } from '@apparel/contracts';
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
 * Returned pieces per invoice line (0 to what was invoiced less what earlier credit notes returned;
 * the server checks the same under the invoice's lock and names the line), with or without restocking.
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
        onError: (error) => notifyError(errorMessage(error)),
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
