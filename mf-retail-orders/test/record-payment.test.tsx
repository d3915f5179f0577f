import { todayInIndia } from '@apparel/contracts';
import { chooseOption, field, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordPaymentButton } from '../src/features/payments/RecordPaymentButton';
import { anOpenInvoice, aPayment } from './support/credit-fixtures';

const openInvoices = {
  invoices: [
    anOpenInvoice(1, { amountDue: 3000, paymentStatus: 'OVERDUE', dueDate: '2026-10-31' }),
    anOpenInvoice(2, { amountDue: 4000, dueDate: '2026-12-15' }),
  ],
  advance: 0,
};

const openDialog = async (user: ReturnType<typeof setupUser>) => {
  renderPage(<RecordPaymentButton retailerId={7} retailerName="Sharma Garments" />, {
    route: '/retailers/7',
    path: '/retailers/:id',
  });
  await user.click(screen.getByRole('button', { name: 'Record payment' }));
  return within(await screen.findByRole('dialog', { name: 'Record payment from Sharma Garments' }));
};

/** These tests type a whole form: a loaded machine takes minutes. */
const LONG = 180_000;

describe('Record payment', () => {
  it(
    'records date, amount, mode, reference and note, settled oldest due first by the server',
    async () => {
      const api = mockApi({
        'GET /manufacturer/retailers/7/open-invoices': { body: openInvoices },
        'POST /payments': { status: 201, body: aPayment(11, { amount: 5000 }) },
      });
      const user = setupUser();
      const dialog = await openDialog(user);
      expect(await dialog.findByText('Open invoices owe ₹7,000.00')).toBeInTheDocument();
      expect(field('Date', dialog)).toHaveValue(todayInIndia());
      await user.type(field('Amount', dialog), '5000');
      expect(field('Amount', dialog)).toHaveValue('5,000');
      await chooseOption(user, /^Mode/, 'NEFT/RTGS');
      await user.type(field('Reference', dialog), 'UTR123');
      await user.type(field('Note', dialog), 'October bills');
      await user.click(dialog.getByRole('button', { name: 'Record payment' }));
      await waitFor(() => expect(api.bodiesSentTo('POST /payments')).toHaveLength(1));
      expect(api.bodiesSentTo('POST /payments')[0]).toEqual({
        retailerId: 7,
        date: todayInIndia(),
        amount: 5000,
        mode: 'NEFT_RTGS',
        reference: 'UTR123',
        note: 'October bills',
      });
      expect(await screen.findByText('Payment of ₹5,000.00 recorded')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    LONG,
  );

  it(
    'names each missing or wrong field and sends nothing',
    async () => {
      const api = mockApi({ 'GET /manufacturer/retailers/7/open-invoices': { body: openInvoices } });
      const user = setupUser();
      const dialog = await openDialog(user);
      await dialog.findByText('Open invoices owe ₹7,000.00');
      await user.click(dialog.getByRole('button', { name: 'Record payment' }));
      expect(await dialog.findByText('amount must be a number')).toBeInTheDocument();
      expect(dialog.getByText('mode is required')).toBeInTheDocument();
      await user.type(field('Amount', dialog), '10.555');
      // Two decimals at most: the third is not taken.
      expect(field('Amount', dialog)).toHaveValue('10.55');
      expect(api.callsTo('POST /payments')).toHaveLength(0);
    },
    LONG,
  );

  it(
    'allocates by invoice, shows what stays as an advance, and refuses more than an invoice owes',
    async () => {
      const api = mockApi({
        'GET /manufacturer/retailers/7/open-invoices': { body: openInvoices },
        'POST /payments': { status: 201, body: aPayment(12, { amount: 5000 }) },
      });
      const user = setupUser();
      const dialog = await openDialog(user);
      await dialog.findByText('Open invoices owe ₹7,000.00');
      await user.type(field('Amount', dialog), '5000');
      await chooseOption(user, /^Mode/, 'Cheque');
      await user.type(field('Reference', dialog), '004512');
      await user.click(dialog.getByRole('checkbox', { name: /Allocate by invoice/ }));
      const table = within(dialog.getByRole('table', { name: 'Allocation by invoice' }));
      expect(table.getAllByRole('row')[1]).toHaveTextContent('AK/26-27/0001');
      expect(table.getAllByRole('row')[1]).toHaveTextContent('31/10/2026');
      expect(table.getAllByRole('row')[1]).toHaveTextContent('₹3,000.00');

      await user.type(table.getByRole('textbox', { name: 'Allocate to AK/26-27/0002' }), '4500');
      await user.click(dialog.getByRole('button', { name: 'Record payment' }));
      expect(await dialog.findByText('AK/26-27/0002 owes ₹4,000.00')).toBeInTheDocument();
      expect(api.callsTo('POST /payments')).toHaveLength(0);

      await user.clear(table.getByRole('textbox', { name: 'Allocate to AK/26-27/0002' }));
      await user.type(table.getByRole('textbox', { name: 'Allocate to AK/26-27/0002' }), '1500');
      await user.type(table.getByRole('textbox', { name: 'Allocate to AK/26-27/0001' }), '3000');
      expect(dialog.getByRole('status')).toHaveTextContent(
        'Allocated ₹4,500.00; ₹500.00 stays as an advance',
      );
      await user.click(dialog.getByRole('button', { name: 'Record payment' }));
      await waitFor(() => expect(api.bodiesSentTo('POST /payments')).toHaveLength(1));
      expect(api.bodiesSentTo('POST /payments')[0]).toMatchObject({
        amount: 5000,
        mode: 'CHEQUE',
        reference: '004512',
        allocations: [
          { invoiceId: 1, amount: 3000 },
          { invoiceId: 2, amount: 1500 },
        ],
      });
    },
    LONG,
  );

  it(
    "shows the server's refusal in the dialog and keeps what was typed",
    async () => {
      mockApi({
        'GET /manufacturer/retailers/7/open-invoices': { body: openInvoices },
        'POST /payments': { status: 400, body: { message: 'date must not be in the future' } },
      });
      const user = setupUser();
      const dialog = await openDialog(user);
      await dialog.findByText('Open invoices owe ₹7,000.00');
      await user.type(field('Amount', dialog), '100');
      await chooseOption(user, /^Mode/, 'Cash');
      await user.click(dialog.getByRole('button', { name: 'Record payment' }));
      expect(await dialog.findByText('date must not be in the future')).toBeInTheDocument();
      expect(field('Amount', dialog)).toHaveValue('100');
    },
    LONG,
  );
});
