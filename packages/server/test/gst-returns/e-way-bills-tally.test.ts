import { toPaise } from '@apparel/contracts';
import { parse, validate } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedOrder, dispatchBody, invoicingSetup, postDispatch } from '../dispatch/dispatch-support';
import { createRetailer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { DAY, type FiledMonth, fileMonth, MONTH, validateEWayBill } from './gst-returns-support';

let server: TestServer;
let m: FiledMonth;
beforeAll(async () => {
  server = await startTestServer();
  m = await fileMonth(server.app, server.db, server.clock);
});
afterAll(() => server?.close());

const get = (url: string, token = m.s.token) => callApi(server.app, { method: 'GET', url, token });

describe('e-way bills in the NIC bulk upload format', () => {
  it('the ₹61,360 consignment has its bill, every figure from the invoice, valid against the schema fixture', async () => {
    const response = await get(`/api/dispatches/${m.dispatches.interB2b.id}/e-way-bill.json`);
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(validateEWayBill(json), JSON.stringify(validateEWayBill.errors)).toBe(true);
    expect(json.version).toBe('1.0.0621');
    expect(json.billLists).toHaveLength(1);
    expect(json.billLists[0]).toEqual({
      userGstin: m.s.gstin,
      supplyType: 'O',
      subSupplyType: 1,
      subSupplyDesc: '',
      docType: 'INV',
      docNo: 'AK/25-26/0002',
      docDate: '20/11/2025',
      transType: 1,
      fromGstin: m.s.gstin,
      fromTrdName: expect.stringMatching(/^Kaveri Apparel \d+$/),
      fromAddr1: '12 Industrial Layout',
      fromAddr2: '',
      fromPlace: 'Bengaluru',
      fromPincode: 560058,
      fromStateCode: 29,
      actualFromStateCode: 29,
      toGstin: m.buyers.maharashtraRegistered.gstin,
      toTrdName: 'Mehta Fabrics',
      toAddr1: '14 MG Road',
      toAddr2: '',
      toPlace: 'Maharashtra City',
      toPincode: 400001,
      toStateCode: 27,
      actualToStateCode: 27,
      totalValue: 52000,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 9360,
      cessValue: 0,
      TotNonAdvolVal: 0,
      OthValue: 0,
      totInvValue: 61360,
      transMode: 1,
      transDistance: 980,
      transporterName: 'VRL Logistics',
      transporterId: '',
      transDocNo: 'LR-4411',
      transDocDate: '20/11/2025',
      vehicleNo: 'KA01AB1234',
      vehicleType: 'R',
      mainHsnCode: 620520,
      itemList: [
        {
          itemNo: 1,
          productName: expect.stringContaining('Linen Shirt'),
          productDesc: expect.stringContaining('Linen Shirt'),
          hsnCode: 620520,
          quantity: 20,
          qtyUnit: 'PCS',
          taxableAmount: 52000,
          sgstRate: 0,
          cgstRate: 0,
          igstRate: 18,
          cessRate: 0,
          cessNonAdvol: 0,
        },
      ],
    });
  });

  it('the ₹40,540 consignment needs none (409 saying so); the month file has the two above ₹50,000', async () => {
    const none = await get(`/api/dispatches/${m.dispatches.intraB2b.id}/e-way-bill.json`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'No e-way bill is needed: invoice AK/25-26/0001 is worth ₹40,540.00, not above ₹50,000.00',
    );
    const month = (await get(`/api/gst-returns/e-way-bills.json?period=${MONTH}`)).json();
    expect(validateEWayBill(month), JSON.stringify(validateEWayBill.errors)).toBe(true);
    expect(
      month.billLists.map((b: { docNo: string; totInvValue: number }) => [b.docNo, b.totInvValue]),
    ).toEqual([
      ['AK/25-26/0002', 61360],
      ['AK/25-26/0003', 126000],
    ]);
    expect(month.billLists[1]).toMatchObject({
      toGstin: 'URP',
      toPincode: 682001,
      toStateCode: 32,
      igstValue: 6000,
    });
  });

  it("another manufacturer's dispatch is 404", async () => {
    const other = await invoicingSetup(server.app, server.db);
    const response = await get(`/api/dispatches/${m.dispatches.interB2b.id}/e-way-bill.json`, other.token);
    expect(response.statusCode).toBe(404);
  });

  it('missing data is named before download, and a dispatch above the threshold needs its distance', async () => {
    const s = await invoicingSetup(server.app, server.db);
    const noPin = await createRetailer(server.app, s.token, {
      name: 'Kumar Silks',
      state: 'Goa',
      gstin: null,
    });
    const order = await acceptedOrder(server.app, s.token, noPin.id, [
      { productId: s.shirt.id, quantity: 20 },
    ]);
    const lines = order.items.map((i) => ({ itemId: i.id, quantity: i.quantity }));
    const { distanceKm: _, ...withoutDistance } = dispatchBody(DAY, lines);
    const refused = await postDispatch(server.app, s.token, order.id, withoutDistance);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Approximate distance (km) is required: this consignment is worth ₹61,360.00, above the e-way bill threshold of ₹50,000.00',
    );
    expect((await postDispatch(server.app, s.token, order.id, dispatchBody(DAY, lines))).statusCode).toBe(
      201,
    );
    const summary = (await get(`/api/gst-returns/gstr1?period=${MONTH}`, s.token)).json();
    expect(summary.eWayBills).toEqual({ count: 1, problems: ['Retailer Kumar Silks has no PIN code'] });
    const file = await get(`/api/gst-returns/e-way-bills.json?period=${MONTH}`, s.token);
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe('Add before downloading: Retailer Kumar Silks has no PIN code');
  });
});

type Entry = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: string | number };
type Voucher = { VOUCHERNUMBER: string; VOUCHERTYPENAME: string; 'LEDGERENTRIES.LIST': Entry | Entry[] };

const tallyMessages = (xml: string) => {
  const doc = parse(xml, { ignoreAttributes: false, parseNodeValue: false });
  const messages = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
  return (Array.isArray(messages) ? messages : [messages]) as {
    VOUCHER?: Voucher;
    LEDGER?: Record<string, unknown>;
  }[];
};

describe('Tally Prime XML import', () => {
  it('parses; one Sales voucher per invoice and a Credit Note, each balancing to the paisa', async () => {
    const response = await get(`/api/gst-returns/tally.xml?period=${MONTH}`);
    expect(response.statusCode).toBe(200);
    expect(validate(response.body)).toBe(true);
    const vouchers = tallyMessages(response.body).flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : []));
    expect(vouchers.map((v) => [v.VOUCHERTYPENAME, v.VOUCHERNUMBER])).toEqual([
      ['Sales', 'AK/25-26/0001'],
      ['Sales', 'AK/25-26/0002'],
      ['Sales', 'AK/25-26/0003'],
      ['Sales', 'AK/25-26/0004'],
      ['Sales', 'AK/25-26/0005'],
      ['Credit Note', m.creditNote.number],
    ]);
    for (const voucher of vouchers) {
      const entries = ([] as Entry[]).concat(voucher['LEDGERENTRIES.LIST']);
      const sum = entries.reduce((total, e) => total + toPaise(String(e.AMOUNT)), 0);
      expect(sum, voucher.VOUCHERNUMBER).toBe(0);
      for (const e of entries) expect(e.ISDEEMEDPOSITIVE).toBe(toPaise(String(e.AMOUNT)) < 0 ? 'Yes' : 'No');
    }
    const entriesOf = (number: string) =>
      ([] as Entry[])
        .concat(vouchers.find((v) => v.VOUCHERNUMBER === number)?.['LEDGERENTRIES.LIST'] ?? [])
        .map((e) => [e.LEDGERNAME, String(e.AMOUNT)]);
    // The invoice with the cap: 7,733.33 + 362.33 + 362.33 = 8,457.99, rounded up by 0.01.
    expect(entriesOf('AK/25-26/0004')).toEqual([
      ['Gowda Garments', '-8458.00'],
      ['Sales GST 5%', '5133.33'],
      ['Sales GST 18%', '2600.00'],
      ['Output CGST', '362.33'],
      ['Output SGST', '362.33'],
      ['Round Off', '0.01'],
    ]);
    expect(entriesOf(m.creditNote.number)).toEqual([
      ['Mehta Fabrics', '6136.00'],
      ['Sales GST 18%', '-5200.00'],
      ['Output IGST', '-936.00'],
    ]);
  });

  it('the retailers are party ledgers with GSTIN and state; ledger names follow the settings', async () => {
    const ledgers = () =>
      get(`/api/gst-returns/tally.xml?period=${MONTH}`).then((r) =>
        tallyMessages(r.body).flatMap((msg) => (msg.LEDGER ? [msg.LEDGER] : [])),
      );
    const before = await ledgers();
    expect(before.find((l) => l['@_NAME'] === 'Mehta Fabrics')).toMatchObject({
      PARENT: 'Sundry Debtors',
      LEDSTATENAME: 'Maharashtra',
      PARTYGSTIN: m.buyers.maharashtraRegistered.gstin,
      GSTREGISTRATIONTYPE: 'Regular',
    });
    expect(before.filter((l) => l.PARENT === 'Sundry Debtors')).toHaveLength(5);
    const settings = (await get('/api/gst-returns/settings')).json();
    expect(settings.tallyLedgers.cgstLedger).toBe('Output CGST');
    const put = await callApi(server.app, {
      method: 'PUT',
      url: '/api/gst-returns/settings',
      token: m.s.token,
      body: {
        tallyLedgers: {
          ...settings.tallyLedgers,
          cgstLedger: 'CGST Payable',
          salesLedgerPrefix: 'Local Sales',
        },
      },
    });
    expect(put.statusCode).toBe(200);
    const after = await ledgers();
    expect(after.map((l) => l['@_NAME'])).toEqual(expect.arrayContaining(['CGST Payable', 'Local Sales 5%']));
    const blank = await callApi(server.app, {
      method: 'PUT',
      url: '/api/gst-returns/settings',
      token: m.s.token,
      body: { tallyLedgers: { ...settings.tallyLedgers, igstLedger: '' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('IGST ledger is required');
  });
});
