import { sql } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/sql-rows';
import { createThumbnails, THUMB_SIDE, thumbnailOf } from '../../src/modules/line-sheets/thumbnails';
import { encodePng } from '../../src/modules/shared/png';
import { forgetStoredFile } from '../../src/storage/tracked-storage';
import { startTestServer, type TestServer } from '../support/test-app';

describe('thumbnails', () => {
  it('resize a picture to a small JPEG of at most 360 px a side', () => {
    const png = encodePng(1200, 1600, (x, y) => [(x * 7) % 256, (y * 3) % 256, ((x + y) * 5) % 256]);
    const thumb = thumbnailOf('products/images/aaaaaaaaaaaaaaaaaaaaaa.png', png) as Buffer;
    const image = jpeg.decode(thumb);
    expect(Math.max(image.width, image.height)).toBe(THUMB_SIDE);
    expect(image.width).toBe(270);
    expect(thumb.length).toBeLessThan(80 * 1024);
    expect(thumbnailOf('x.gif', png)).toBeUndefined();
  });

  describe('in the storage', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server?.close());

    it('are made once, and leave with their picture (its record forgotten, the thumbnail goes to the sweep)', async () => {
      const png = encodePng(800, 800, (x) => [x % 256, 120, 200]);
      const source = await server.app.storage.save(png, {
        folder: 'products/images',
        extension: 'png',
        contentType: 'image/png',
      });
      const thumbnails = createThumbnails({ db: server.db, storage: server.app.storage });
      const urls = await thumbnails.urlsFor([source.key, source.key]);
      const thumbKey = await thumbnails.keyFor(source.key);
      expect(urls.get(source.key)).toBe(server.app.storage.url(thumbKey as string));
      expect(await thumbnails.keyFor(source.key)).toBe(thumbKey);
      const [count] = await queryRows<{ n: number }>(
        server.db,
        sql`select count(*)::integer as n from image_thumbnails`,
      );
      expect(count?.n).toBe(1);

      await forgetStoredFile(server.db, source.key);
      const rows = await queryRows<{ thumbs: number; state: string | null }>(
        server.db,
        sql`select (select count(*)::integer from image_thumbnails where source_key = ${source.key}) as thumbs,
          (select state from stored_files where key = ${thumbKey as string}) as state`,
      );
      expect(rows[0]).toEqual({ thumbs: 0, state: 'PENDING' });
    });
  });
});
