import { GSTR1_CSV_COLUMNS, toPaise } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { DAY, type FiledMonth, fileMonth, MONTH, validateGstr1 } from './gst-returns-support';

let server: TestServer;
let m: FiledMonth;
beforeAll(async () => {
  server = await startTestServer();
  m = await fileMonth(server.app, server.db, server.clock);
});
afterAll(() => server?.close());

const get = (url: string) => callApi(server.app, { method: 'GET', url, token: m.s.token });
const idt = '20-11-2025';
const inv = (n: number) => `AK/25-26/000${n}`;

describe('GSTR-1 JSON of a month, each table computed by hand', () => {
  it('carries the GSTIN, fp as MMYYYY and every table, and meets the schema fixture', async () => {
    const response = await get(`/api/gst-returns/gstr1.json?period=${MONTH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="gstr1-${MONTH}.json"`);
    const json = response.json();
    expect(validateGstr1(json), JSON.stringify(validateGstr1.errors)).toBe(true);
    expect(json).toMatchObject({ gstin: m.s.gstin, fp: '112025' });
    // A JSON number never in scientific notation ("1e+21"), only digits with at most two decimals.
    expect(response.body).not.toMatch(/[:,[]-?\d+(\.\d+)?[eE]/);
  });

  it('b2b: per recipient GSTIN (27 before 29), each invoice with its rate-wise items', async () => {
    const json = (await get(`/api/gst-returns/gstr1.json?period=${MONTH}`)).json();
    expect(json.b2b).toEqual([
      {
        ctin: m.buyers.maharashtraRegistered.gstin,
        inv: [
          {
            inum: inv(2),
            idt,
            val: 61360,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 52000, rt: 18, iamt: 9360, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: m.buyers.karnatakaRegistered.gstin,
        inv: [
          {
            inum: inv(1),
            idt,
            val: 40540,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { txval: 24000, rt: 5, camt: 600, samt: 600, csamt: 0 } },
              { num: 2, itm_det: { txval: 13000, rt: 18, camt: 1170, samt: 1170, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
  });

  it('b2cl: the inter-state unregistered invoice above ₹1,00,000, by place of supply', async () => {
    const json = (await get(`/api/gst-returns/gstr1.json?period=${MONTH}`)).json();
    expect(json.b2cl).toEqual([
      {
        pos: '32',
        inv: [
          {
            inum: inv(3),
            idt,
            val: 126000,
            itms: [{ num: 1, itm_det: { txval: 120000, rt: 5, iamt: 6000, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it('b2cs: small unregistered sales summed by supply type, state and rate (the cap at ₹333.33 included)', async () => {
    const json = (await get(`/api/gst-returns/gstr1.json?period=${MONTH}`)).json();
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '33', typ: 'OE', rt: 5, txval: 7200, iamt: 360, csamt: 0 },
      // Tee ×2 4,800 + cap 333.33 at 5 %: CGST 120 + 8.33, SGST the same.
      { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 5, txval: 5133.33, camt: 128.33, samt: 128.33, csamt: 0 },
      { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 2600, camt: 234, samt: 234, csamt: 0 },
    ]);
  });

  it('cdnr: the credit note to the registered buyer, unsigned with note type C; cdnur empty', async () => {
    const json = (await get(`/api/gst-returns/gstr1.json?period=${MONTH}`)).json();
    expect(json.cdnr).toEqual([
      {
        ctin: m.buyers.maharashtraRegistered.gstin,
        nt: [
          {
            ntty: 'C',
            nt_num: m.creditNote.number,
            nt_dt: idt,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            val: 6136,
            itms: [{ num: 1, itm_det: { txval: 5200, rt: 18, iamt: 936, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.cdnur).toEqual([]);
  });

  it('hsn: by HSN, unit and rate, split B2B and B2C, the credit note netted', async () => {
    const json = (await get(`/api/gst-returns/gstr1.json?period=${MONTH}`)).json();
    expect(json.hsn).toEqual({
      hsn_b2b: [
        {
          num: 1,
          hsn_sc: '6109',
          uqc: 'PCS',
          qty: 10,
          rt: 5,
          txval: 24000,
          iamt: 0,
          camt: 600,
          samt: 600,
          csamt: 0,
        },
        // 5 + 20 - 2 shirts; 13,000 + 52,000 - 5,200; IGST 9,360 - 936.
        {
          num: 2,
          hsn_sc: '620520',
          uqc: 'PCS',
          qty: 23,
          rt: 18,
          txval: 59800,
          iamt: 8424,
          camt: 1170,
          samt: 1170,
          csamt: 0,
        },
      ],
      hsn_b2c: [
        // Tees 50 + 2 + 3 and the cap: 1,20,000 + 4,800 + 7,200 + 333.33.
        {
          num: 1,
          hsn_sc: '6109',
          uqc: 'PCS',
          qty: 56,
          rt: 5,
          txval: 132333.33,
          iamt: 6360,
          camt: 128.33,
          samt: 128.33,
          csamt: 0,
        },
        {
          num: 2,
          hsn_sc: '620520',
          uqc: 'PCS',
          qty: 1,
          rt: 18,
          txval: 2600,
          iamt: 0,
          camt: 234,
          samt: 234,
          csamt: 0,
        },
      ],
    });
  });

  it("doc_issue: each series' first and last number, count and cancelled", async () => {
    const json = (await get(`/api/gst-returns/gstr1.json?period=${MONTH}`)).json();
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: [{ num: 1, from: inv(1), to: inv(5), totnum: 5, cancel: 0, net_issue: 5 }],
        },
        {
          doc_num: 5,
          doc_typ: 'Credit Note',
          docs: [
            {
              num: 1,
              from: m.creditNote.number,
              to: m.creditNote.number,
              totnum: 1,
              cancel: 0,
              net_issue: 1,
            },
          ],
        },
      ],
    });
  });
});

describe('the summary the screen shows', () => {
  it("counts and totals each table, and they add up to the month's invoices less credit notes to the paisa", async () => {
    const response = await get(`/api/gst-returns/gstr1?period=${MONTH}`);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({ period: MONTH, fp: '112025', from: '2025-11-01', to: '2025-11-30' });
    const table = (name: string) => summary.tables.find((t: { table: string }) => t.table === name);
    expect(table('b2b')).toMatchObject({ count: 2, taxableValue: 89000, igst: 9360, cgst: 1770, sgst: 1770 });
    expect(table('b2cl')).toMatchObject({ count: 1, taxableValue: 120000, igst: 6000, cgst: 0, sgst: 0 });
    expect(table('b2cs')).toMatchObject({
      count: 3,
      taxableValue: 14933.33,
      igst: 360,
      cgst: 362.33,
      sgst: 362.33,
    });
    expect(table('cdnr')).toMatchObject({ count: 1, taxableValue: 5200, igst: 936, cgst: 0, sgst: 0 });
    expect(table('cdnur')).toMatchObject({ count: 0, taxableValue: 0 });
    expect(table('docs')).toMatchObject({ count: 2 });
    expect(summary.invoices).toEqual({
      count: 5,
      taxableValue: 223933.33,
      igst: 15720,
      cgst: 2132.33,
      sgst: 2132.33,
      total: 243918,
    });
    expect(summary.creditNotes).toEqual({
      count: 1,
      taxableValue: 5200,
      igst: 936,
      cgst: 0,
      sgst: 0,
      total: 6136,
    });
    // 89,000 + 1,20,000 + 14,933.33 - 5,200 = 2,23,933.33 - 5,200.
    expect(summary.tablesNet).toEqual({ taxableValue: 218733.33, igst: 14784, cgst: 2132.33, sgst: 2132.33 });
    expect(summary.balanced).toBe(true);
    expect(summary.eWayBills).toEqual({ count: 2, problems: [] });
  });

  it("the invoices' totals equal the Invoices page's list of the month", async () => {
    const list = (await get(`/api/invoices?month=${MONTH}`)).json();
    const sum = (pick: (i: { taxableValue: number; tax: number; total: number }) => number) =>
      list.invoices.reduce((total: number, i: never) => total + toPaise(pick(i)), 0);
    const summary = (await get(`/api/gst-returns/gstr1?period=${MONTH}`)).json();
    expect(list.invoices).toHaveLength(summary.invoices.count);
    expect(sum((i) => i.taxableValue)).toBe(toPaise(summary.invoices.taxableValue));
    expect(sum((i) => i.tax)).toBe(
      toPaise(summary.invoices.igst) + toPaise(summary.invoices.cgst) + toPaise(summary.invoices.sgst),
    );
    expect(sum((i) => i.total)).toBe(toPaise(summary.invoices.total));
  });

  it('a quarter of the financial year covers its three months: 2025-Q3 is October to December 2025', async () => {
    const summary = (await get('/api/gst-returns/gstr1?period=2025-Q3')).json();
    expect(summary).toMatchObject({ fp: '122025', from: '2025-10-01', to: '2025-12-31' });
    expect(summary.invoices.count).toBe(5);
  });
});

describe('the CSV per table in the Excel template columns', () => {
  it('b2b: one row per invoice and rate, dates as 20-Nov-2025, places as 29-Karnataka', async () => {
    const response = await get(`/api/gst-returns/gstr1/b2b.csv?period=${MONTH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(GSTR1_CSV_COLUMNS.b2b.join(','));
    expect(rows.slice(1)).toEqual([
      `${m.buyers.maharashtraRegistered.gstin},Mehta Fabrics,${inv(2)},20-Nov-2025,61360.00,27-Maharashtra,N,,Regular B2B,,18,52000.00,0.00`,
      `${m.buyers.karnatakaRegistered.gstin},Kumar Textiles,${inv(1)},20-Nov-2025,40540.00,29-Karnataka,N,,Regular B2B,,5,24000.00,0.00`,
      `${m.buyers.karnatakaRegistered.gstin},Kumar Textiles,${inv(1)},20-Nov-2025,40540.00,29-Karnataka,N,,Regular B2B,,18,13000.00,0.00`,
    ]);
  });

  it('b2cs, hsn-b2c and docs', async () => {
    const lines = async (table: string) =>
      (await get(`/api/gst-returns/gstr1/${table}.csv?period=${MONTH}`)).body
        .trimEnd()
        .split('\r\n')
        .slice(1);
    expect(await lines('b2cs')).toEqual([
      'OE,33-Tamil Nadu,,5,7200.00,0.00,',
      'OE,29-Karnataka,,5,5133.33,0.00,',
      'OE,29-Karnataka,,18,2600.00,0.00,',
    ]);
    expect(await lines('hsn-b2c')).toEqual([
      '6109,,PCS-PIECES,56,138949.99,5,132333.33,6360.00,128.33,128.33,0.00',
      '620520,,PCS-PIECES,1,3068.00,18,2600.00,0.00,234.00,234.00,0.00',
    ]);
    expect(await lines('docs')).toEqual([
      `Invoices for outward supply,${inv(1)},${inv(5)},5,0`,
      `Credit Note,${m.creditNote.number},${m.creditNote.number},1,0`,
    ]);
  });

  it('an unknown table or a bad period is 400 naming it', async () => {
    const table = await get(`/api/gst-returns/gstr1/b2x.csv?period=${MONTH}`);
    expect(table.statusCode).toBe(400);
    expect(table.json().message).toContain('table');
    const period = await get('/api/gst-returns/gstr1.json?period=2025-13');
    expect(period.statusCode).toBe(400);
    expect(period.json().message).toContain('period');
    const quarter = await get('/api/gst-returns/gstr1?period=2025-Q5');
    expect(quarter.statusCode).toBe(400);
  });
});

describe('stable files', () => {
  it('every file is byte-identical across two downloads', async () => {
    for (const url of [
      `/api/gst-returns/gstr1.json?period=${MONTH}`,
      `/api/gst-returns/gstr1/b2b.csv?period=${MONTH}`,
      `/api/gst-returns/e-way-bills.json?period=${MONTH}`,
      `/api/gst-returns/tally.xml?period=${MONTH}`,
    ]) {
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload), url).toBe(true);
    }
  });

  it('a month with nothing issued answers files with empty sections', async () => {
    const json = (await get('/api/gst-returns/gstr1.json?period=2025-10')).json();
    expect(validateGstr1(json), JSON.stringify(validateGstr1.errors)).toBe(true);
    expect(json).toMatchObject({ fp: '102025', b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [] });
    expect(json.hsn).toEqual({ hsn_b2b: [], hsn_b2c: [] });
    expect(json.doc_issue).toEqual({ doc_det: [] });
    const bills = (await get('/api/gst-returns/e-way-bills.json?period=2025-10')).json();
    expect(bills.billLists).toEqual([]);
    expect((await get('/api/gst-returns/tally.xml?period=2025-10')).statusCode).toBe(200);
    expect(DAY.startsWith(MONTH)).toBe(true);
  });
});
