import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, taxDocuments } from '../../src/db/schema';
import { sweepOnce } from '../../src/plugins/sweeper';
import type { TrackedStorage } from '../../src/storage/tracked-storage';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { HOUR } from '../support/test-clock';
import {
  acceptedOrder,
  dispatchBody,
  type InvoicingSetup,
  invoicingSetup,
  postDispatch,
} from './dispatch-support';

let server: TestServer;
let s: InvoicingSetup;
let tracked: TrackedStorage;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.advance(130 * 24 * HOUR); // 2025-10-10, after the 22 September 2025 rates
  s = await invoicingSetup(server.app, server.db);
  tracked = server.app.storage as TrackedStorage;
});
afterAll(() => server?.close());

const download = (id: number) =>
  callApi(server.app, { method: 'GET', url: `/api/invoices/${id}/pdf`, token: s.token });

const newInvoice = async (): Promise<number> => {
  const order = await acceptedOrder(server.app, s.token, s.interstate, [
    { productId: s.shirt.id, quantity: 2 },
  ]);
  const items = order.items.map((i) => ({ itemId: i.id, quantity: i.quantity }));
  const dispatched = await postDispatch(server.app, s.token, order.id, dispatchBody('2025-10-10', items));
  expect(dispatched.statusCode).toBe(201);
  return dispatched.json().invoice.id;
};

const pdfKeyOf = async (id: number) =>
  (await server.db.select({ key: taxDocuments.pdfKey }).from(taxDocuments).where(eq(taxDocuments.id, id)))[0]
    ?.key ?? null;

/** The tax documents' files on disk, and their records. */
const storedPdfs = async () => ({
  files: (await readdir(join(server.config.dataDir, 'uploads', 'tax-documents')).catch(() => [])).map(
    (name) => `tax-documents/${name}`,
  ),
  records: (
    await server.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(like(storedFiles.key, 'tax-documents/%'))
  ).map((row) => row.key),
});

/** Makes the files' records look older than the upload timeout, as the sweep's next run finds them. */
const ageRecords = (keys: string[]) =>
  server.db.execute(
    sql`update stored_files set created_at = now() - interval '1 day'
        where key in (select value from json_array_elements_text(${JSON.stringify(keys)}::json))`,
  );

describe('an issued document’s PDF is kept byte for byte', () => {
  it('the sweep keeps the PDF of an issued invoice, however old, and the next download answers it', async () => {
    const id = await newInvoice();
    const first = await download(id);
    expect(first.statusCode).toBe(200);
    const key = await pdfKeyOf(id);
    if (!key) throw new Error('no PDF stored');
    await ageRecords([key]);

    const swept = await sweepOnce({ db: server.db, storage: tracked.inner, staleMs: 5 * 60_000 });
    expect(swept.files).toBe(0);
    expect((await storedPdfs()).files).toContain(key);
    const [record] = await server.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(record?.state).toBe('KEPT');
    const again = await download(id);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await pdfKeyOf(id)).toBe(key);
  });

  it('a download after the stored file is lost renders the same bytes again and keeps them', async () => {
    const id = await newInvoice();
    const first = await download(id);
    const lost = await pdfKeyOf(id);
    if (!lost) throw new Error('no PDF stored');
    await tracked.inner.delete(lost); // the bytes are gone; the records still name them

    const again = await download(id);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const kept = await pdfKeyOf(id);
    expect(kept).not.toBe(lost);
    const stored = await storedPdfs();
    expect(stored.files).toContain(kept);
    // The lost file's record goes with it: nothing is left naming bytes that are not there.
    expect(stored.records).not.toContain(lost);
    expect((await download(id)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('20 parallel first downloads all answer the same bytes, and one file is stored', async () => {
    const id = await newInvoice();
    const before = await storedPdfs();
    const answers = await Promise.all(Array.from({ length: 20 }, () => download(id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const [first] = answers;
    for (const answer of answers)
      expect(answer.rawPayload.equals(first?.rawPayload ?? Buffer.of())).toBe(true);
    const key = await pdfKeyOf(id);
    const after = await storedPdfs();
    expect(after.files.filter((file) => !before.files.includes(file))).toEqual([key]);
    expect(after.records.filter((record) => !before.records.includes(record))).toEqual([key]);
  });
});
