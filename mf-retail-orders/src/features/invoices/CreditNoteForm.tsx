import { errorMessage, useCreateCreditNote } from '@apparel/api-client';
import { type CreditNote, creditNoteCreateSchema, type Invoice } from '@apparel/contracts';
import { notifyError, notifySuccess } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, NumberInput, Stack, Table } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';

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
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Invoiced</Table.Th>
                <Table.Th>Returned</Table.Th>
                <Table.Th>Return now</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line, index) => (
                <Table.Tr key={line.itemId}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td>{returnedOf(line.itemId)}</Table.Td>
                  <Table.Td>
                    <Controller
                      control={form.control}
                      name={`lines.${index}.quantity`}
                      render={({ field, fieldState }) => (
                        <NumberInput
                          aria-label={`Return quantity of line ${line.slNo} (${line.description})`}
                          min={0}
                          max={line.quantity - returnedOf(line.itemId)}
                          disabled={line.quantity === returnedOf(line.itemId)}
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
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {linesError?.message || linesError?.root?.message ? (
          <Alert color="red" role="alert">
            {linesError.message ?? linesError.root?.message}
          </Alert>
        ) : null}
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
