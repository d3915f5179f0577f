import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { products } from '../../src/db/schema';
import { addDefaultVariants } from '../../src/modules/catalogue/default-variants';
import {
  acceptedOrder,
  dispatchBody,
  type InvoicingSetup,
  invoicingSetup,
  postDispatch,
  validGstin,
} from '../dispatch/dispatch-support';
import { createRetailer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import type { TestClock } from '../support/test-clock';

const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 6 });
const schema = (name: string) =>
  ajv.compile(JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')));
/** The JSON schemas the files must meet, kept as fixtures (product.md §18). */
export const validateGstr1 = schema('gstr1.schema.json');
export const validateEWayBill = schema('e-way-bill-bulk.schema.json');

/** The fixed month every test files: all documents are dated 20 November 2025. */
export const MONTH = '2025-11';
export const DAY = '2025-11-20';
const DAYS_TO_MONTH = 171; // the test clock starts on 2 June 2025

/**
 * product.md §18's mix for one month of a Karnataka manufacturer (invoice numbers in this order):
 * 1 a registered Karnataka buyer, Cotton Tee ×10 (5 %) + Linen Shirt ×5 (18 %): ₹40,540, no e-way bill;
 * 2 a registered Maharashtra buyer, Linen Shirt ×20 (18 % IGST): ₹61,360, an e-way bill;
 * 3 an unregistered Kerala buyer, Cotton Tee ×50 (5 % IGST): ₹1,26,000, B2C (Large) and an e-way bill;
 * 4 an unregistered Karnataka buyer, Tee ×2 + Shirt ×1 + a ₹333.33 cap (5 %): ₹8,458 after ₹0.01 round-off;
 * 5 an unregistered Tamil Nadu buyer, Tee ×3 (5 % IGST): ₹7,560;
 * and a credit note for 2 of invoice 2's shirts (₹6,136).
 */
export const fileMonth = async (app: App, db: Database, clock: TestClock) => {
  clock.advance(DAYS_TO_MONTH * 24 * 3600 * 1000);
  const s: InvoicingSetup = await invoicingSetup(app, db);
  const [cap] = await db
    .insert(products)
    .values({
      manufacturerId: s.manufacturerId,
      sku: `WoolCap-${s.manufacturerId}`,
      name: 'Wool Cap',
      adminName: 'Wool Cap',
      price: 333.33,
      mrp: 333.33,
      stockQty: 1000,
      description: 'Wool Cap',
      hsnCode: '6109',
    })
    .returning({ id: products.id });
  if (!cap) throw new Error('no cap');
  await addDefaultVariants(db, [cap.id]);
  const retailer = async (name: string, state: string, pinCode: string, gstin: string | null) => ({
    name,
    ...(await createRetailer(app, s.token, { name, state, city: `${state} City`, pinCode, gstin })),
    gstin,
  });
  const buyers = {
    karnatakaRegistered: await retailer(
      'Kumar Textiles',
      'Karnataka',
      '560001',
      validGstin('29', 'AABCK1234E'),
    ),
    maharashtraRegistered: await retailer(
      'Mehta Fabrics',
      'Maharashtra',
      '400001',
      validGstin('27', 'AABCM1234D'),
    ),
    keralaUnregistered: await retailer('Nair Stores', 'Kerala', '682001', null),
    karnatakaUnregistered: await retailer('Gowda Garments', 'Karnataka', '560002', null),
    tamilNaduUnregistered: await retailer('Selvam Traders', 'Tamil Nadu', '600001', null),
  };
  const dispatchOrder = async (
    retailerId: number,
    items: { productId: number; quantity: number }[],
    distanceKm: number,
  ) => {
    const order = await acceptedOrder(app, s.token, retailerId, items);
    const response = await postDispatch(app, s.token, order.id, {
      ...dispatchBody(
        DAY,
        order.items.map((i) => ({ itemId: i.id, quantity: i.quantity })),
      ),
      distanceKm,
    });
    if (response.statusCode !== 201) throw new Error(`Not dispatched: ${response.body}`);
    return response.json<{
      id: number;
      invoice: { id: number; number: string; total: number; lines: { itemId: number }[] };
    }>();
  };
  const intraB2b = await dispatchOrder(
    buyers.karnatakaRegistered.id,
    [
      { productId: s.tee.id, quantity: 10 },
      { productId: s.shirt.id, quantity: 5 },
    ],
    12,
  );
  const interB2b = await dispatchOrder(
    buyers.maharashtraRegistered.id,
    [{ productId: s.shirt.id, quantity: 20 }],
    980,
  );
  const b2cl = await dispatchOrder(
    buyers.keralaUnregistered.id,
    [{ productId: s.tee.id, quantity: 50 }],
    640,
  );
  const intraB2c = await dispatchOrder(
    buyers.karnatakaUnregistered.id,
    [
      { productId: s.tee.id, quantity: 2 },
      { productId: s.shirt.id, quantity: 1 },
      { productId: cap.id, quantity: 1 },
    ],
    8,
  );
  const interB2c = await dispatchOrder(
    buyers.tamilNaduUnregistered.id,
    [{ productId: s.tee.id, quantity: 3 }],
    350,
  );
  const note = await callApi(app, {
    method: 'POST',
    url: `/api/invoices/${interB2b.invoice.id}/credit-notes`,
    token: s.token,
    body: { lines: [{ itemId: interB2b.invoice.lines[0]?.itemId, quantity: 2 }], restock: true },
  });
  if (note.statusCode !== 201) throw new Error(`No credit note: ${note.body}`);
  return {
    s,
    buyers,
    dispatches: { intraB2b, interB2b, b2cl, intraB2c, interB2c },
    creditNote: note.json<{ id: number; number: string }>(),
  };
};
export type FiledMonth = Awaited<ReturnType<typeof fileMonth>>;
