import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type RangeRequest, resolveRange } from './byte-range';
import {
  contentTypeOfKey,
  type FileStorage,
  isStorageKey,
  newStorageKey,
  type OpenedFile,
  type SaveOptions,
  type StoredFile,
  UPLOADS_PATH,
} from './file-storage';

/**
 * Keeps files in a folder on local disk (DATA_DIR/uploads by default). A file is written to
 * `.tmp/` first and renamed into place when complete, so a reader never sees half a file and an
 * interrupted write leaves only a temp file (never a key in use).
 */
export class LocalDiskStorage implements FileStorage {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = join(root, '.tmp');
  }

  async save(body: Readable | Buffer, options: SaveOptions): Promise<StoredFile> {
    const key = options.key ?? newStorageKey(options.folder, options.extension);
    const target = join(this.root, key);
    const temp = join(this.tmpDir, `${randomBytes(12).toString('hex')}.part`);
    await mkdir(this.tmpDir, { recursive: true });
    let size = 0;
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const count = async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        yield chunk;
      }
    };
    const sink = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(source, count, sink);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      // A refused upload can end the pipeline before the file is even opened; removing it before the
      // stream has closed would let that open create the .part afterwards.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await rm(temp, { force: true });
      throw error;
    }
    return { key, size, contentType: options.contentType };
  }

  async open(key: string, rangeRequest?: RangeRequest): Promise<OpenedFile | null> {
    if (!isStorageKey(key)) return null;
    const path = join(this.root, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      const contentType = contentTypeOfKey(key);
      if (!rangeRequest) return { body: createReadStream(path), size: info.size, contentType };
      const range = resolveRange(rangeRequest, info.size);
      return { body: createReadStream(path, range), size: info.size, contentType, range };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await rm(join(this.root, key), { force: true });
  }

  url(key: string): string {
    return `${UPLOADS_PATH}/${key}`;
  }

  /** A `.part` file untouched for `olderThanMs` belongs to a write that will never finish. */
  async sweepUnfinished(olderThanMs: number): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.tmpDir).catch(() => [] as string[])) {
      const path = join(this.tmpDir, name);
      const info = await stat(path).catch(() => null);
      if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }
}
