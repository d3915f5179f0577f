import {
  eWayBillNeeded,
  formatPaiseAsRupees,
  GSTR1_TABLE_TITLES,
  type GstReturnSettings,
  type Gstr1Summary,
  type Gstr1Table,
  gstPeriodOf,
  paiseToRupees,
  TALLY_LEDGER_DEFAULTS,
  type TallyLedgers,
  toPaise,
} from '@apparel/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { dispatches, gstThresholds, manufacturers, retailers } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { type Consignment, eWayBillFile, eWayBillOf } from './e-way-bill-json';
import { gstr1Csv } from './gstr1-csv';
import { gstr1Json } from './gstr1-json';
import { type Gstr1Sections, gstr1Sections, headsOf } from './gstr1-sections';
import {
  addHeads,
  loadReturnDocuments,
  noHeads,
  type ReturnDocument,
  type TaxHeads,
} from './return-documents';
import { tallyXml } from './tally-xml';

export const DISPATCH_NOT_FOUND = 'Dispatch not found';
export const NO_GSTIN = 'Complete My Profile: GSTR-1 and e-way bills need your GSTIN';

/** A law-set amount by date, from gst_thresholds (paise); null before its first date. */
const thresholdTable = async (db: Queryable, name: string) => {
  const rows = await db
    .select({ from: gstThresholds.effectiveFrom, amount: gstThresholds.amount })
    .from(gstThresholds)
    .where(eq(gstThresholds.name, name))
    .orderBy(asc(gstThresholds.effectiveFrom));
  return (date: string): number | null => {
    const row = rows.filter((r) => r.from <= date).at(-1);
    return row ? toPaise(row.amount) : null;
  };
};

const heads = (h: TaxHeads) => ({
  taxableValue: paiseToRupees(h.taxable),
  igst: paiseToRupees(h.igst),
  cgst: paiseToRupees(h.cgst),
  sgst: paiseToRupees(h.sgst),
});

const totalsOf = (documents: readonly ReturnDocument[]) => ({
  count: documents.length,
  ...heads(headsOf(documents)),
  total: paiseToRupees(documents.reduce((sum, d) => sum + d.total, 0)),
});

export type GstReturnService = ReturnType<typeof createGstReturnService>;

/** product.md §18: a period's GSTR-1, e-way bills and Tally import, from the issued documents only. */
export const createGstReturnService = ({ db }: { db: Database }) => {
  const manufacturerOf = async (manufacturerId: number) => {
    const [row] = await db
      .select({
        gstin: manufacturers.gstin,
        quarterly: manufacturers.gstQuarterlyFiler,
        tallyLedgers: manufacturers.tallyLedgers,
      })
      .from(manufacturers)
      .where(eq(manufacturers.id, manufacturerId));
    return row ?? { gstin: null, quarterly: false, tallyLedgers: null };
  };

  const periodData = async (manufacturerId: number, period: string) => {
    const dates = gstPeriodOf(period);
    const [documents, b2cLimit] = await Promise.all([
      loadReturnDocuments(db, manufacturerId, dates),
      thresholdTable(db, 'B2C_LARGE'),
    ]);
    const sections = gstr1Sections(documents, (date) => b2cLimit(date) ?? Number.MAX_SAFE_INTEGER);
    return { dates, documents, sections };
  };

  /** The GSTIN the files carry: the profile's, else the one the period's documents were issued under. */
  const gstinFor = (profileGstin: string | null, documents: readonly ReturnDocument[]) => {
    const gstin = profileGstin?.toUpperCase() ?? documents[0]?.supplier.gstin ?? null;
    if (!gstin) throw new ApiError(409, NO_GSTIN);
    return gstin;
  };

  /** The consignments behind invoices that need an e-way bill, each drafted with what it still lacks. */
  const eWayBillDrafts = async (invoices: readonly ReturnDocument[]) => {
    const limit = await thresholdTable(db, 'E_WAY_BILL');
    const needed = invoices.filter(
      (d) => d.kind === 'INVOICE' && d.dispatchId !== null && eWayBillNeeded(d.total, limit(d.date)),
    );
    if (needed.length === 0) return [];
    const [consignments, pins] = await Promise.all([
      db
        .select()
        .from(dispatches)
        .where(
          inArray(
            dispatches.id,
            needed.map((d) => d.dispatchId as number),
          ),
        ),
      db
        .select({ id: retailers.id, pinCode: retailers.pinCode })
        .from(retailers)
        .where(inArray(retailers.id, [...new Set(needed.map((d) => d.retailerId))])),
    ]);
    const pinOf = new Map(pins.map((p) => [p.id, p.pinCode]));
    return needed.map((invoice) => {
      const c = consignments.find((row) => row.id === invoice.dispatchId) as (typeof consignments)[0];
      const consignment: Consignment = {
        id: c.id,
        date: c.dispatchDate,
        transporter: c.transporter,
        lrNumber: c.lrNumber,
        vehicleNumber: c.vehicleNumber,
        distanceKm: c.distanceKm,
      };
      return eWayBillOf(invoice, consignment, pinOf.get(invoice.retailerId) ?? null);
    });
  };

  const refuseIncomplete = (problems: readonly string[]) => {
    if (problems.length) throw new ApiError(409, `Add before downloading: ${problems.join('; ')}`);
  };

  const ledgersOf = (stored: Record<string, string> | null): TallyLedgers => ({
    ...TALLY_LEDGER_DEFAULTS,
    ...(stored ?? {}),
  });

  const tableSummaries = (sections: Gstr1Sections): Gstr1Summary['tables'] => {
    const sum = (rows: readonly { heads: TaxHeads }[]) =>
      rows.reduce((s, r) => addHeads(s, r.heads), noHeads());
    const entry = (table: Gstr1Table, count: number, h: TaxHeads) => ({
      table,
      title: GSTR1_TABLE_TITLES[table],
      count,
      ...heads(h),
    });
    return [
      entry('b2b', sections.b2b.length, headsOf(sections.b2b)),
      entry('b2cl', sections.b2cl.length, headsOf(sections.b2cl)),
      entry('b2cs', sections.b2cs.length, sum(sections.b2cs)),
      entry('cdnr', sections.cdnr.length, headsOf(sections.cdnr)),
      entry('cdnur', sections.cdnur.length, headsOf(sections.cdnur)),
      entry('hsn-b2b', sections.hsnB2b.length, sum(sections.hsnB2b)),
      entry('hsn-b2c', sections.hsnB2c.length, sum(sections.hsnB2c)),
      entry('docs', sections.docs.length, noHeads()),
    ];
  };

  return {
    async summary(manufacturerId: number, period: string): Promise<Gstr1Summary> {
      const [profile, { dates, documents, sections }] = await Promise.all([
        manufacturerOf(manufacturerId),
        periodData(manufacturerId, period),
      ]);
      const invoices = documents.filter((d) => d.kind === 'INVOICE');
      const notes = documents.filter((d) => d.kind === 'CREDIT_NOTE');
      // What the tables report: supplies less the notes' tables (B2CS already nets its notes).
      const net = addHeads(
        addHeads(headsOf([...sections.b2b, ...sections.b2cl]), headsOfRows(sections)),
        headsOf([...sections.cdnr, ...sections.cdnur]),
        -1,
      );
      const expected = addHeads(headsOf(invoices), headsOf(notes), -1);
      const drafts = await eWayBillDrafts(invoices);
      const last = new Date(`${dates.to}T00:00:00Z`);
      last.setUTCDate(last.getUTCDate() - 1);
      return {
        period,
        fp: dates.fp,
        from: dates.from,
        to: last.toISOString().slice(0, 10),
        gstin: profile.gstin?.toUpperCase() ?? documents[0]?.supplier.gstin ?? null,
        quarterlyFiler: profile.quarterly,
        tables: tableSummaries(sections),
        invoices: totalsOf(invoices),
        creditNotes: totalsOf(notes),
        tablesNet: heads(net),
        balanced:
          net.taxable === expected.taxable &&
          net.cgst === expected.cgst &&
          net.sgst === expected.sgst &&
          net.igst === expected.igst,
        eWayBills: { count: drafts.length, problems: drafts.flatMap((d) => d.problems) },
      };
    },

    async gstr1Json(manufacturerId: number, period: string): Promise<string> {
      const [profile, { dates, documents, sections }] = await Promise.all([
        manufacturerOf(manufacturerId),
        periodData(manufacturerId, period),
      ]);
      return JSON.stringify(gstr1Json(gstinFor(profile.gstin, documents), dates.fp, sections));
    },

    async gstr1Csv(manufacturerId: number, period: string, table: Gstr1Table): Promise<string> {
      const { sections } = await periodData(manufacturerId, period);
      return gstr1Csv(table, sections);
    },

    async eWayBills(manufacturerId: number, period: string): Promise<string> {
      const { documents } = await periodData(manufacturerId, period);
      const drafts = await eWayBillDrafts(documents);
      refuseIncomplete(drafts.flatMap((d) => d.problems));
      return JSON.stringify(eWayBillFile(drafts.map((d) => d.bill)));
    },

    /** One consignment's e-way bill: 404 for another manufacturer's, 409 when none is needed or data lacks. */
    async dispatchEWayBill(
      manufacturerId: number,
      dispatchId: number,
    ): Promise<{ json: string; filename: string }> {
      const [consignment] = await db
        .select({ id: dispatches.id, date: dispatches.dispatchDate })
        .from(dispatches)
        .where(and(eq(dispatches.id, dispatchId), eq(dispatches.manufacturerId, manufacturerId)));
      if (!consignment) throw notFound(DISPATCH_NOT_FOUND);
      const { documents } = await periodData(manufacturerId, consignment.date.slice(0, 7));
      const invoice = documents.find((d) => d.kind === 'INVOICE' && d.dispatchId === dispatchId);
      if (!invoice) throw notFound(DISPATCH_NOT_FOUND);
      const [draft] = await eWayBillDrafts([invoice]);
      if (!draft) {
        const limit = (await thresholdTable(db, 'E_WAY_BILL'))(invoice.date) ?? 0;
        throw new ApiError(
          409,
          `No e-way bill is needed: invoice ${invoice.number} is worth ${formatPaiseAsRupees(invoice.total)}, not above ${formatPaiseAsRupees(limit)}`,
        );
      }
      refuseIncomplete(draft.problems);
      return {
        json: JSON.stringify(eWayBillFile([draft.bill])),
        filename: `e-way-bill-${invoice.number.replace(/\W+/g, '-')}.json`,
      };
    },

    async tallyXml(manufacturerId: number, period: string): Promise<string> {
      const [profile, { documents }] = await Promise.all([
        manufacturerOf(manufacturerId),
        periodData(manufacturerId, period),
      ]);
      return tallyXml(documents, ledgersOf(profile.tallyLedgers));
    },

    async readSettings(manufacturerId: number): Promise<GstReturnSettings> {
      return { tallyLedgers: ledgersOf((await manufacturerOf(manufacturerId)).tallyLedgers) };
    },

    async updateSettings(manufacturerId: number, settings: GstReturnSettings): Promise<GstReturnSettings> {
      await db
        .update(manufacturers)
        .set({ tallyLedgers: { ...settings.tallyLedgers } })
        .where(eq(manufacturers.id, manufacturerId));
      return { tallyLedgers: ledgersOf(settings.tallyLedgers) };
    },
  };
};

const headsOfRows = (sections: Gstr1Sections) =>
  sections.b2cs.reduce((sum, row) => addHeads(sum, row.heads), noHeads());
