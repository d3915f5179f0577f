import { sql } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import type { FileStorage } from '../../storage/file-storage';

/** The longest side of a thumbnail: two phone columns at 2x; a JPEG of it is some tens of KB. */
export const THUMB_SIDE = 360;
const THUMB_QUALITY = 72;
/** Pictures larger than this are not resized (the upload cap of the catalogue is lower). */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Thumbnails made at once by one view (the first open of a sheet of new pictures). */
const MAKE_AT_ONCE = 4;

type Rgba = { width: number; height: number; data: Uint8Array };

const readAll = async (body: NodeJS.ReadableStream & { destroy(): void }, limit: number) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const decode = (key: string, bytes: Buffer): Rgba | undefined => {
  if (key.endsWith('.png')) return PNG.sync.read(bytes);
  if (key.endsWith('.jpg'))
    return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 256 });
  return undefined;
};

/** Box-filter downscale to fit `side` (each output pixel the mean of the source pixels it covers), on white. */
export const downscale = (image: Rgba, side: number): Rgba => {
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let sy = y0; sy < y1; sy += 1)
        for (let sx = x0; sx < x1; sx += 1) {
          const i = (sy * image.width + sx) * 4;
          const alpha = (image.data[i + 3] ?? 255) / 255;
          // Transparent pixels show white (a JPEG has no alpha).
          r += (image.data[i] ?? 0) * alpha + 255 * (1 - alpha);
          g += (image.data[i + 1] ?? 0) * alpha + 255 * (1 - alpha);
          b += (image.data[i + 2] ?? 0) * alpha + 255 * (1 - alpha);
          n += 1;
        }
      const o = (y * width + x) * 4;
      data[o] = r / n;
      data[o + 1] = g / n;
      data[o + 2] = b / n;
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
};

/** A JPEG thumbnail of a PNG or JPEG picture, or undefined for another kind (GIF, WebP) or a broken file. */
export const thumbnailOf = (key: string, bytes: Buffer): Buffer | undefined => {
  try {
    const image = decode(key, bytes);
    if (!image) return undefined;
    const small = downscale(image, THUMB_SIDE);
    return jpeg.encode({ ...small, data: Buffer.from(small.data) }, THUMB_QUALITY).data;
  } catch {
    return undefined;
  }
};

export type Thumbnails = ReturnType<typeof createThumbnails>;

/**
 * Resized copies of product pictures (product.md §17: the buyer's view loads thumbnails, not uploads),
 * made on first ask and kept in the storage with a row naming their source; a source that is
 * forgotten takes its thumbnail with it (`forgetStoredFile`). GIF and WebP have no decoder here: they
 * are shown as uploaded.
 */
export const createThumbnails = ({ db, storage }: { db: Database; storage: FileStorage }) => {
  const making = new Map<string, Promise<string | undefined>>();

  const make = async (source: string): Promise<string | undefined> => {
    if (!/\.(png|jpg)$/.test(source)) return undefined;
    const file = await storage.open(source);
    if (!file) return undefined;
    const bytes = await readAll(file.body, MAX_SOURCE_BYTES);
    const thumb = bytes && thumbnailOf(source, bytes);
    if (!thumb) return undefined;
    const stored = await storage.save(thumb, {
      folder: 'thumbs',
      extension: 'jpg',
      contentType: 'image/jpeg',
    });
    const [row] = await queryRows<{ thumb_key: string }>(
      db,
      sql`insert into image_thumbnails (source_key, thumb_key, bytes)
        select ${source}, ${stored.key}, ${stored.size}
        where exists (select 1 from stored_files f where f.key = ${source})
        on conflict (source_key) do nothing returning thumb_key`,
    );
    if (row) return row.thumb_key;
    // Another instance made it first, or the source is gone: this copy is not needed.
    await storage.delete(stored.key);
    const [known] = await queryRows<{ thumb_key: string }>(
      db,
      sql`select thumb_key from image_thumbnails where source_key = ${source}`,
    );
    return known?.thumb_key;
  };

  const makeOnce = (source: string) => {
    const running = making.get(source);
    if (running) return running;
    const started = make(source)
      .catch(() => undefined)
      .finally(() => making.delete(source));
    making.set(source, started);
    return started;
  };

  const known = async (sources: string[]) => {
    if (sources.length === 0) return new Map<string, string>();
    const rows = await queryRows<{ source_key: string; thumb_key: string }>(
      db,
      sql`select source_key, thumb_key from image_thumbnails
        where source_key in (select value from json_array_elements_text(${JSON.stringify(sources)}::json))`,
    );
    return new Map(rows.map((row) => [row.source_key, row.thumb_key]));
  };

  return {
    /** The thumbnail's key of a picture (made now if it has none), or undefined when none can be made. */
    async keyFor(source: string): Promise<string | undefined> {
      return (await known([source])).get(source) ?? makeOnce(source);
    },

    /** Each picture's thumbnail URL, by its key (making the missing ones, a few at a time). */
    async urlsFor(sources: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(sources)];
      const keys = await known(unique);
      const missing = unique.filter((source) => !keys.has(source) && /\.(png|jpg)$/.test(source));
      for (let i = 0; i < missing.length; i += MAKE_AT_ONCE) {
        const batch = missing.slice(i, i + MAKE_AT_ONCE);
        const made = await Promise.all(batch.map(makeOnce));
        batch.forEach((source, j) => {
          const key = made[j];
          if (key) keys.set(source, key);
        });
      }
      return new Map([...keys].map(([source, key]) => [source, storage.url(key)]));
    },
  };
};
