import { dispatches, type TaxPartyRecord, taxDocuments } from '../../src/db/schema';
import type { TenantContext, TenantRecord } from './tenant-records';

const party: TaxPartyRecord = {
  name: 'Tenant A',
  address: '1 Test Road',
  city: 'Kochi',
  state: 'Kerala',
  stateCode: '32',
  pinCode: '682001',
  gstin: null,
};

let serial = 0;

/** An invoice of manufacturer A (and its dispatch) straight in the database, on an order of A. */
const invoiceOf = async (context: TenantContext, orderId: number) => {
  const manufacturerId = context.owner.manufacturerId;
  if (!manufacturerId) throw new Error('The MANUFACTURER caller has no manufacturer');
  serial += 1;
  const [consignment] = await context.server.db
    .insert(dispatches)
    .values({
      manufacturerId,
      orderId,
      dispatchDate: '2025-06-01',
      transporter: 'T',
      lrNumber: '',
      vehicleNumber: '',
    })
    .returning({ id: dispatches.id });
  const document = {
    manufacturerId,
    orderId,
    retailerId: 0,
    documentDate: '2025-06-01',
    supplier: party,
    recipient: party,
    placeOfSupplyState: 'Kerala',
    placeOfSupplyCode: '32',
    taxSplit: 'CGST_SGST' as const,
    taxableValue: '10.00',
    cgst: '0.25',
    sgst: '0.25',
    igst: '0',
    roundOff: '-0.50',
    total: '10.00',
  };
  const [invoice] = await context.server.db
    .insert(taxDocuments)
    .values({ ...document, kind: 'INVOICE', dispatchId: consignment?.id, number: `T/25-26/${serial}` })
    .returning({ id: taxDocuments.id });
  if (!invoice) throw new Error('No invoice');
  return { document, invoiceId: invoice.id, dispatchId: consignment?.id ?? 0 };
};

/** Invoices and credit notes (issue 19): `createOrder` makes an order of manufacturer A. */
export const dispatchTenantRecords = (
  createOrder: (context: TenantContext) => Promise<number>,
): TenantRecord[] => [
  {
    prefix: '/api/invoices',
    create: async (context) => (await invoiceOf(context, await createOrder(context))).invoiceId,
  },
  {
    // product.md §18: a consignment's e-way bill.
    prefix: '/api/dispatches',
    create: async (context) => (await invoiceOf(context, await createOrder(context))).dispatchId,
  },
  {
    prefix: '/api/credit-notes',
    async create(context) {
      const { document, invoiceId } = await invoiceOf(context, await createOrder(context));
      const [note] = await context.server.db
        .insert(taxDocuments)
        .values({ ...document, kind: 'CREDIT_NOTE', invoiceId, number: `CN/25-26/${serial}` })
        .returning({ id: taxDocuments.id });
      return note?.id ?? 0;
    },
  },
];
