import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseConnection, openDatabase } from '../../src/db/client';
import { storedFiles, taxDocuments } from '../../src/db/schema';
import { createDocumentPdfStore } from '../../src/modules/invoices/document-pdf-store';
import { TrackedStorage } from '../../src/storage/tracked-storage';
import { startTestServer, type TestServer } from '../support/test-app';
import { HOUR } from '../support/test-clock';
import { acceptedOrder, dispatchBody, invoicingSetup, postDispatch } from './dispatch-support';

let server: TestServer;
let second: DatabaseConnection | undefined;
/** The second instance's database: its own pool on PostgreSQL, the one PGlite otherwise. */
let secondDb: Database;
let newInvoice: () => Promise<{ id: number; pdfKey: string | null }>;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.advance(130 * 24 * HOUR);
  const s = await invoicingSetup(server.app, server.db);
  if (server.databaseUrl)
    second = await openDatabase({ driver: 'postgres', url: server.databaseUrl, poolSize: 4 });
  secondDb = second?.db ?? server.db;
  newInvoice = async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 1 }]);
    const items = order.items.map((i) => ({ itemId: i.id, quantity: i.quantity }));
    const dispatched = await postDispatch(server.app, s.token, order.id, dispatchBody('2025-10-10', items));
    return { id: dispatched.json().invoice.id, pdfKey: null };
  };
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

const tracked = () => server.app.storage as TrackedStorage;
const bytesOf = async (body: Readable | Buffer) => (Buffer.isBuffer(body) ? body : buffer(body));

/** A renderer that counts its renders; with `meet`, a render waits there (at most 5 s) before it ends. */
const countingRenderer = (bytes: string, meet: () => Promise<unknown> = () => Promise.resolve()) => {
  const renderer = {
    renders: 0,
    render: async () => {
      renderer.renders += 1;
      await Promise.race([meet(), new Promise((resolve) => setTimeout(resolve, 5000))]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from(`%PDF-1.3 ${bytes}`);
    },
  };
  return renderer;
};

/** Resolves for everyone once `count` callers have arrived. */
const meeting = (count: number) => {
  let arrived = 0;
  let open: () => void = () => {};
  const allThere = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return allThere;
  };
};

/** What storage holds for this document: its key, the tax-documents records, the key's bytes. */
const kept = async (id: number) => {
  const [row] = await server.db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  const opened = row?.pdfKey ? await tracked().open(row.pdfKey) : null;
  return {
    key: row?.pdfKey,
    bytes: opened ? await buffer(opened.body) : null,
    records: (
      await server.db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(like(storedFiles.key, 'tax-documents/%'))
    ).map((record) => record.key),
  };
};

describe('the first download of a tax document’s PDF', () => {
  it('20 parallel first downloads render once and all answer the bytes that are kept', async () => {
    const invoice = await newInvoice();
    const store = createDocumentPdfStore({ db: server.db, storage: tracked() });
    const renderer = countingRenderer('one render');
    const recordsBefore = (await kept(invoice.id)).records;

    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => bytesOf(await store.pdf(invoice, renderer.render))),
    );
    expect(renderer.renders).toBe(1);
    const stored = await kept(invoice.id);
    expect(stored.bytes?.toString()).toBe('%PDF-1.3 one render');
    for (const answer of answers) expect(answer.toString()).toBe('%PDF-1.3 one render');
    expect(stored.records.filter((key) => !recordsBefore.includes(key))).toEqual([stored.key]);
  });

  it('two instances racing keep one file, and the loser answers the winner’s bytes, not its own', async () => {
    const invoice = await newInvoice();
    // Two builds that render differently (a rolling deploy): only what is kept may be answered.
    const one = createDocumentPdfStore({ db: server.db, storage: tracked() });
    const two = createDocumentPdfStore({
      db: secondDb,
      storage: new TrackedStorage(tracked().inner, secondDb),
    });
    // Neither render ends before both have begun, so both instances find no PDF stored.
    const bothRendering = meeting(2);
    const oneRenderer = countingRenderer('instance one', bothRendering);
    const twoRenderer = countingRenderer('instance two', bothRendering);
    const recordsBefore = (await kept(invoice.id)).records;

    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        bytesOf(await (i % 2 ? two.pdf(invoice, twoRenderer.render) : one.pdf(invoice, oneRenderer.render))),
      ),
    );
    // Each instance renders once (one render per process however many downloads wait on it).
    expect([oneRenderer.renders, twoRenderer.renders]).toEqual([1, 1]);
    const stored = await kept(invoice.id);
    expect(stored.bytes?.toString()).toMatch(/^%PDF-1\.3 instance (one|two)$/);
    for (const answer of answers) expect(answer.equals(stored.bytes ?? Buffer.of())).toBe(true);
    // The loser's file is deleted with its record: one file is left, the one the document names.
    expect(stored.records.filter((key) => !recordsBefore.includes(key))).toEqual([stored.key]);
    expect((await kept(invoice.id)).records).toHaveLength(recordsBefore.length + 1);
  });

  it('a stored file that is there is read back, never rendered again', async () => {
    const invoice = await newInvoice();
    const store = createDocumentPdfStore({ db: server.db, storage: tracked() });
    await store.pdf(invoice, countingRenderer('stored').render);
    const key = (await kept(invoice.id)).key ?? null;
    const renderer = countingRenderer('rendered again');
    const body = await store.pdf({ id: invoice.id, pdfKey: key }, renderer.render);
    expect(body).toBeInstanceOf(Readable);
    expect((await bytesOf(body)).toString()).toBe('%PDF-1.3 stored');
    expect(renderer.renders).toBe(0);
  });
});
