import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILES, TOO_MANY_FILES } from '../../src/modules/media/media-upload-form';
import { callApi } from '../support/fixtures';
import { HTML, MP4, ofSize, PDF, PNG, SVG, TEXT, WEBM } from './media-fixtures';
import {
  DRIVERS,
  type MediaTestServer,
  mediaRowCount,
  newManufacturer,
  startMediaTestServer,
  uploadMedia,
} from './media-support';

const TYPE_MESSAGE = 'Media files must be PNG, JPEG, WebP or GIF images, MP4 or WebM videos or PDF files';

describe.each(DRIVERS)('POST /media/upload (%s storage)', (driver) => {
  let server: MediaTestServer;
  let token: string;

  beforeAll(async () => {
    server = await startMediaTestServer(driver);
    token = (await newManufacturer(server)).token;
  });
  afterAll(() => server?.close());

  /** Nothing new stored and no new row: what a refused batch must leave. */
  const expectNothingStored = async (send: () => Promise<{ statusCode: number; json(): unknown }>) => {
    const keys = await server.storedKeys();
    const rows = await mediaRowCount(server);
    const response = await send();
    expect(await server.storedKeys()).toEqual(keys);
    expect(await mediaRowCount(server)).toBe(rows);
    return response;
  };

  it('stores an image, a video and a PDF, typed by their bytes, and serves them back', async () => {
    const response = await uploadMedia(server.app, token, [
      { bytes: PNG, filename: 'Front View.png', type: 'image/png' },
      { bytes: MP4, filename: 'runway.mp4', type: 'video/mp4' },
      { bytes: PDF, filename: 'Spring catalogue.pdf', type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const { items } = response.json<{
      items: { id: number; url: string; filename: string; type: string }[];
    }>();
    expect(items.map(({ filename, type }) => ({ filename, type }))).toEqual([
      { filename: 'Front View.png', type: 'image/png' },
      { filename: 'runway.mp4', type: 'video/mp4' },
      { filename: 'Spring catalogue.pdf', type: 'application/pdf' },
    ]);
    for (const item of items)
      expect(item.url).toMatch(/^\/uploads\/media\/[A-Za-z0-9_-]{22}\.(png|mp4|pdf)$/);
    const served = await server.app.inject({ method: 'GET', url: items[0]?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const pdf = await server.app.inject({ method: 'GET', url: items[2]?.url ?? '' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('takes a WebM video and keeps a PDF named .png as a PDF (the name is only a label)', async () => {
    const response = await uploadMedia(server.app, token, [
      { bytes: WEBM, filename: 'loop.webm' },
      { bytes: PDF, filename: 'scan.png', type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    const [webm, pdf] = response.json<{ items: { url: string; filename: string; type: string }[] }>().items;
    expect(webm).toMatchObject({ filename: 'loop.webm', type: 'video/webm' });
    expect(pdf).toMatchObject({ filename: 'scan.png', type: 'application/pdf' });
    expect(pdf?.url).toMatch(/\.pdf$/);
  });

  it.each([
    ['renamed text', TEXT, 'notes.png'],
    ['SVG', SVG, 'logo.svg'],
    ['HTML', HTML, 'page.jpg'],
  ])('refuses %s by content with 400 naming the file, storing nothing', async (_kind, bytes, filename) => {
    const response = await expectNothingStored(() =>
      uploadMedia(server.app, token, [{ bytes, filename, type: 'image/png' }]),
    );
    expect(response.statusCode).toBe(400);
    const message = `${filename}: ${TYPE_MESSAGE}`;
    expect(response.json()).toEqual({ message, error: message, statusCode: 400 });
  });

  it('refuses the whole batch when one file is bad: the good files before it are removed', async () => {
    const response = await expectNothingStored(() =>
      uploadMedia(server.app, token, [
        { bytes: PNG, filename: 'a.png' },
        { bytes: PDF, filename: 'b.pdf' },
        { bytes: SVG, filename: 'c.svg' },
        { bytes: PNG, filename: 'd.png' },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: `c.svg: ${TYPE_MESSAGE}` });
  });

  it('takes 10 files and refuses 11 with 400, storing none of them', async () => {
    const file = (n: number) => ({ bytes: PNG, filename: `look-${n}.png` });
    const eleven = await expectNothingStored(() =>
      uploadMedia(
        server.app,
        token,
        Array.from({ length: 11 }, (_, n) => file(n)),
      ),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json()).toMatchObject({ message: TOO_MANY_FILES, statusCode: 400 });
    const ten = await uploadMedia(
      server.app,
      token,
      Array.from({ length: 10 }, (_, n) => file(n)),
    );
    expect(ten.statusCode).toBe(201);
    expect(ten.json<{ items: unknown[] }>().items).toHaveLength(10);
  });

  it('limits the size per kind (an image above 10 MB is refused with 413)', async () => {
    const response = await expectNothingStored(() =>
      uploadMedia(server.app, token, [{ bytes: ofSize(PNG, 10 * 1024 * 1024 + 1), filename: 'huge.png' }]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'huge.png: Images must be at most 10 MB' });
  });

  it('answers 400 when no file was chosen, and 415 for a body that is not multipart', async () => {
    const none = await uploadMedia(server.app, token, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: NO_FILES });
    const json = await callApi(server.app, { method: 'POST', url: '/api/media/upload', token, body: {} });
    expect(json.statusCode).toBe(415);
  });
});
