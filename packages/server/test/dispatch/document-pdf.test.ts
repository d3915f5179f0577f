import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTaxDocumentPdf } from '../../src/modules/invoices/document-pdf';
import { warmUpSample } from '../../src/modules/invoices/pdf-warm-up';

/** A PDF's info entries as poppler's pdfinfo reads them (dates as written, `D:...Z`). */
const pdfInfo = async (pdf: Buffer) => {
  const dir = await mkdtemp(join(tmpdir(), 'document-pdf-'));
  await writeFile(join(dir, 'document.pdf'), pdf);
  const text = execFileSync('pdfinfo', ['-rawdates', join(dir, 'document.pdf')]).toString('utf8');
  await rm(dir, { recursive: true, force: true });
  return Object.fromEntries(text.split('\n').map((line) => line.split(/:\s+/, 2)));
};
const fileId = (pdf: Buffer) => /\/ID \[<([0-9a-f]+)>/.exec(pdf.toString('latin1'))?.[1];

afterEach(() => {
  vi.useRealTimers();
});

describe('an issued document’s PDF', () => {
  it('renders the same bytes on another day: its ID and dates come from the document, not the clock', async () => {
    const invoice = warmUpSample();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-01T09:15:00Z'));
    const first = await renderTaxDocumentPdf(invoice);
    vi.setSystemTime(new Date('2031-12-24T23:59:59.123Z'));
    const again = await renderTaxDocumentPdf(invoice);
    expect(again.equals(first)).toBe(true);
    // Midnight of the issue date in India (2026-04-01 00:00 IST), written in UTC.
    expect(await pdfInfo(first)).toMatchObject({
      Title: 'Tax invoice WU/26-27/0001',
      CreationDate: 'D:20260331183000Z',
      ModDate: 'D:20260331183000Z',
    });
  });

  it('gives two documents two file IDs', async () => {
    const invoice = warmUpSample();
    const other = await renderTaxDocumentPdf({ ...invoice, number: 'WU/26-27/0002' });
    const first = await renderTaxDocumentPdf(invoice);
    expect(fileId(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(fileId(other)).not.toBe(fileId(first));
  });
});
