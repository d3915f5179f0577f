import { describe, expect, it } from 'vitest';
import {
  documentDateRange,
  documentNumber,
  financialYearOf,
  GST_STATE_CODES,
  type GstRateRule,
  grossUnitPaise,
  gstRateFor,
  gstStateCode,
  INDIAN_STATES_AND_UTS,
  roundToRupee,
  rupeesInWords,
  taxDocument,
  taxOfLine,
} from '../src';

const band = (
  effectiveFrom: string,
  min: number,
  max: number | null,
  rate: number,
  hsnPrefix = '61',
): GstRateRule => ({
  hsnPrefix,
  effectiveFrom,
  minUnitPaise: min,
  maxUnitPaise: max,
  rateBasisPoints: rate * 100,
});
const APPAREL = [
  band('2017-07-01', 0, 100_000, 5),
  band('2017-07-01', 100_001, null, 12),
  band('2025-09-22', 0, 250_000, 5),
  band('2025-09-22', 250_001, null, 18),
];

describe('GST arithmetic', () => {
  it('picks the band by net value per piece and the rule set in force on the date', () => {
    expect(gstRateFor(APPAREL, '6109', '2025-10-01', 240_000)?.rateBasisPoints).toBe(500);
    expect(gstRateFor(APPAREL, '6109', '2025-10-01', 260_000)?.rateBasisPoints).toBe(1800);
    expect(gstRateFor(APPAREL, '6109', '2025-10-01', 250_000)?.rateBasisPoints).toBe(500);
    expect(gstRateFor(APPAREL, '6109', '2025-09-21', 240_000)?.rateBasisPoints).toBe(1200);
    expect(gstRateFor(APPAREL, '5208', '2025-10-01', 240_000)).toBeNull();
    expect(gstRateFor(APPAREL, '6109', '2017-06-30', 240_000)).toBeNull();
  });

  it('leaves out a rule closed by its valid-to date from the next day on', () => {
    const closed = APPAREL.map((rule) =>
      rule.effectiveFrom === '2025-09-22' && rule.minUnitPaise === 0
        ? { ...rule, validTo: '2025-12-31' }
        : rule,
    );
    expect(gstRateFor(closed, '6109', '2025-12-31', 240_000)?.rateBasisPoints).toBe(500);
    expect(gstRateFor(closed, '6109', '2026-01-01', 240_000)).toBeNull();
  });

  it('prefers the longest HSN prefix', () => {
    const rules = [...APPAREL, band('2025-01-01', 0, null, 3, '6109')];
    expect(gstRateFor(rules, '61091000', '2025-10-01', 100)?.rateBasisPoints).toBe(300);
    expect(gstRateFor(rules, '6110', '2025-10-01', 100)?.rateBasisPoints).toBe(500);
  });

  it('splits tax into halves within a state and rounds each half up from half a paisa', () => {
    expect(taxOfLine(10_001, 500, 'CGST_SGST')).toEqual({ cgst: 250, sgst: 250, igst: 0 });
    expect(taxOfLine(10_001, 500, 'IGST')).toEqual({ cgst: 0, sgst: 0, igst: 500 });
    expect(taxOfLine(10_010, 500, 'CGST_SGST')).toEqual({ cgst: 250, sgst: 250, igst: 0 });
    expect(taxOfLine(10_020, 500, 'CGST_SGST').cgst).toBe(251);
  });

  it('rounds the total to the rupee and shows the round-off; sums printed figures', () => {
    expect(roundToRupee(12_349)).toEqual({ total: 12_300, roundOff: -49 });
    expect(roundToRupee(12_350)).toEqual({ total: 12_400, roundOff: 50 });
    const doc = taxDocument(
      [
        {
          itemId: 1,
          description: 'Tee',
          hsn: '6109',
          quantity: 3,
          netUnitPaise: 33_333,
          grossUnitPaise: 35_087,
          rateBasisPoints: 500,
        },
      ],
      'CGST_SGST',
    );
    expect(doc).toMatchObject({
      taxablePaise: 99_999,
      cgst: 2500,
      sgst: 2500,
      roundOff: 1,
      totalPaise: 105_000,
    });
    expect(doc.lines[0]?.discountPaise).toBe(5262);
  });

  it('recovers the price before a percent discount', () => {
    expect(grossUnitPaise(234_000, 10)).toBe(260_000);
    expect(grossUnitPaise(15_999, 20)).toBe(19_999);
    expect(grossUnitPaise(500, 0)).toBe(500);
  });

  it('writes totals in words in Indian numbering', () => {
    expect(rupeesInWords(12_345_600)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only',
    );
    expect(rupeesInWords(1_234_567_800)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only',
    );
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(10_050)).toBe('Rupees One Hundred and Fifty Paise Only');
  });

  it('numbers documents by financial year (April to March) in at most 16 characters', () => {
    expect(financialYearOf('2026-03-31')).toBe('25-26');
    expect(financialYearOf('2026-04-01')).toBe('26-27');
    expect(financialYearOf('2099-12-31')).toBe('99-00');
    expect(documentNumber('AK', '26-27', 1)).toBe('AK/26-27/0001');
    expect(documentNumber('ABCD', '26-27', 99_999).length).toBeLessThanOrEqual(16);
  });

  it('knows the GST state code of every state and union territory a form offers', () => {
    for (const state of INDIAN_STATES_AND_UTS) expect(gstStateCode(state), state).toMatch(/^\d{2}$/);
    expect(gstStateCode(' karnataka ')).toBe('29');
    expect(gstStateCode('Atlantis')).toBeNull();
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(Object.keys(GST_STATE_CODES).length);
  });
});

describe('documentDateRange', () => {
  it('runs from 7 days back (or 1 April, whichever is later) to today', () => {
    expect(documentDateRange('2026-06-20')).toEqual({ from: '2026-06-13', to: '2026-06-20' });
    expect(documentDateRange('2026-04-03')).toEqual({ from: '2026-04-01', to: '2026-04-03' });
    expect(documentDateRange('2026-03-05', 10)).toEqual({ from: '2026-02-23', to: '2026-03-05' });
    expect(documentDateRange('2024-03-02', 3)).toEqual({ from: '2024-02-28', to: '2024-03-02' });
  });
});
