import { formatPaise, type TallyLedgers } from '@apparel/contracts';
import { compareText } from './gstr1-sections';
import { headsByRate, type ReturnDocument } from './return-documents';

/** XML text and attribute values: the five characters XML reserves, and no control characters. */
export const xmlText = (value: string) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
/** Tally reads a debit as a negative amount and a credit as a positive one. */
const amount = (paise: number) => formatPaise(paise);
const rateText = (basisPoints: number) => formatPaise(basisPoints).replace(/\.?0+$/, '');

/** One ledger line of a voucher; `paise` > 0 credits the ledger, < 0 debits it. */
type Entry = { ledger: string; paise: number; party?: boolean };

const entryXml = (entry: Entry) =>
  [
    '<LEDGERENTRIES.LIST>',
    tag('LEDGERNAME', entry.ledger),
    tag('ISDEEMEDPOSITIVE', entry.paise < 0 ? 'Yes' : 'No'),
    ...(entry.party ? [tag('ISPARTYLEDGER', 'Yes')] : []),
    tag('AMOUNT', amount(entry.paise)),
    '</LEDGERENTRIES.LIST>',
  ].join('');

/** The sales ledger of a rate: "Sales GST 5%". */
export const salesLedgerName = (ledgers: TallyLedgers, rateBasisPoints: number) =>
  `${ledgers.salesLedgerPrefix} ${rateText(rateBasisPoints)}%`;

/**
 * A document's ledger lines: the party for the total, one sales ledger per rate for the taxable value,
 * the output tax ledgers and the round-off. A Sales voucher debits the party and credits the rest; a
 * Credit Note the reverse. The parts are the document's stored figures, so they sum to zero.
 */
export const voucherEntries = (document: ReturnDocument, party: string, ledgers: TallyLedgers): Entry[] => {
  const sign = document.kind === 'INVOICE' ? 1 : -1;
  const entries: Entry[] = [{ ledger: party, paise: -sign * document.total, party: true }];
  for (const { rateBasisPoints, heads } of headsByRate(document.lines))
    entries.push({ ledger: salesLedgerName(ledgers, rateBasisPoints), paise: sign * heads.taxable });
  const taxes: [string, number][] = [
    [ledgers.cgstLedger, document.cgst],
    [ledgers.sgstLedger, document.sgst],
    [ledgers.igstLedger, document.igst],
    [ledgers.roundOffLedger, document.roundOff],
  ];
  for (const [ledger, paise] of taxes) if (paise !== 0) entries.push({ ledger, paise: sign * paise });
  return entries;
};

/** On one day, the invoices before the credit notes against them. */
const kindOrder = (document: ReturnDocument) => (document.kind === 'INVOICE' ? 0 : 1);

const tallyDate = (date: string) => date.replace(/-/g, '');

const voucherXml = (document: ReturnDocument, party: string, ledgers: TallyLedgers) => {
  const type = document.kind === 'INVOICE' ? 'Sales' : 'Credit Note';
  return [
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    tag('DATE', tallyDate(document.date)),
    tag('VOUCHERTYPENAME', type),
    tag('VOUCHERNUMBER', document.number),
    tag('REFERENCE', document.invoice ? document.invoice.number : document.number),
    tag('PARTYLEDGERNAME', party),
    tag('PARTYNAME', document.recipient.name),
    ...(document.recipient.gstin ? [tag('PARTYGSTIN', document.recipient.gstin)] : []),
    tag('STATENAME', document.recipient.state),
    tag('PLACEOFSUPPLY', document.placeOfSupply.state),
    tag('PERSISTEDVIEW', 'Accounting Voucher View'),
    ...voucherEntries(document, party, ledgers).map(entryXml),
    '</VOUCHER></TALLYMESSAGE>',
  ].join('');
};

const ledgerXml = (name: string, parent: string, extra: string[] = []) =>
  [
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="${xmlText(name)}" ACTION="Create">`,
    `<NAME.LIST>${tag('NAME', name)}</NAME.LIST>`,
    tag('PARENT', parent),
    ...extra,
    '</LEDGER></TALLYMESSAGE>',
  ].join('');

const partyLedgerXml = (name: string, document: ReturnDocument, ledgers: TallyLedgers) => {
  const r = document.recipient;
  return ledgerXml(name, ledgers.partyGroup, [
    tag('ISBILLWISEON', 'Yes'),
    `<ADDRESS.LIST>${tag('ADDRESS', r.address)}${tag('ADDRESS', r.city)}</ADDRESS.LIST>`,
    tag('LEDSTATENAME', r.state),
    tag('COUNTRYNAME', 'India'),
    ...(r.pinCode ? [tag('PINCODE', r.pinCode)] : []),
    tag('GSTREGISTRATIONTYPE', r.gstin ? 'Regular' : 'Unregistered/Consumer'),
    ...(r.gstin ? [tag('PARTYGSTIN', r.gstin)] : []),
  ]);
};

const dutyLedgerXml = (name: string, head: 'CGST' | 'SGST/UTGST' | 'IGST') =>
  ledgerXml(name, 'Duties & Taxes', [tag('TAXTYPE', 'GST'), tag('GSTDUTYHEAD', head)]);

/**
 * The party ledger of each retailer: its name as invoiced; two retailers of one name are told apart
 * by their GSTIN or city, so neither's vouchers post to the other.
 */
export const partyLedgerNames = (documents: readonly ReturnDocument[]): Map<number, string> => {
  const byName = new Map<string, Set<number>>();
  for (const d of documents)
    byName.set(d.recipient.name, (byName.get(d.recipient.name) ?? new Set()).add(d.retailerId));
  const names = new Map<number, string>();
  for (const d of documents) {
    if (names.has(d.retailerId)) continue;
    const shared = (byName.get(d.recipient.name)?.size ?? 0) > 1;
    names.set(
      d.retailerId,
      shared
        ? `${d.recipient.name} (${d.recipient.gstin ?? `${d.recipient.city} ${d.retailerId}`})`
        : d.recipient.name,
    );
  }
  return names;
};

/**
 * The period as a Tally Prime XML import: the ledgers first (retailers under the party group, one
 * sales ledger per rate, the output tax and round-off ledgers), then one voucher per invoice (Sales)
 * and credit note (Credit Note), in date and number order.
 */
export const tallyXml = (documents: readonly ReturnDocument[], ledgers: TallyLedgers): string => {
  const parties = partyLedgerNames(documents);
  const vouchers = [...documents].sort(
    (a, b) => compareText(a.date, b.date) || kindOrder(a) - kindOrder(b) || compareText(a.number, b.number),
  );
  const partyLedgers = new Map<string, ReturnDocument>();
  for (const d of vouchers) partyLedgers.set(parties.get(d.retailerId) ?? d.recipient.name, d);
  const rates = [...new Set(documents.flatMap((d) => d.lines.map((l) => l.rateBasisPoints)))].sort(
    (a, b) => a - b,
  );
  const masters = [
    ...[...partyLedgers.keys()]
      .sort(compareText)
      .map((name) => partyLedgerXml(name, partyLedgers.get(name) as ReturnDocument, ledgers)),
    ...rates.map((rate) => ledgerXml(salesLedgerName(ledgers, rate), 'Sales Accounts')),
    dutyLedgerXml(ledgers.cgstLedger, 'CGST'),
    dutyLedgerXml(ledgers.sgstLedger, 'SGST/UTGST'),
    dutyLedgerXml(ledgers.igstLedger, 'IGST'),
    ledgerXml(ledgers.roundOffLedger, 'Indirect Expenses'),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>',
    '<BODY><IMPORTDATA>',
    '<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME></REQUESTDESC>',
    '<REQUESTDATA>',
    ...masters,
    ...vouchers.map((d) => voucherXml(d, parties.get(d.retailerId) ?? d.recipient.name, ledgers)),
    '</REQUESTDATA>',
    '</IMPORTDATA></BODY>',
    '</ENVELOPE>',
    '',
  ].join('\r\n');
};
