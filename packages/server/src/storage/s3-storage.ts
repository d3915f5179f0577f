import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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

export type S3StorageOptions = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO, s3rver and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Where browsers read files directly (a CDN or public bucket URL); unset: through /uploads. */
  publicUrl: string | undefined;
};

/** Parts of a multipart upload: S3's minimum. At most QUEUE_SIZE parts are held in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/**
 * Keeps files in an S3-compatible bucket. Uploads stream through `@aws-sdk/lib-storage` (one PUT
 * for a small file, a multipart upload of 5 MB parts for a large one), so a file is never held in
 * memory whole; a failed upload is aborted and leaves no object. Files are served through
 * /uploads (with Range) unless a public URL is configured.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicUrl: string | undefined;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.publicUrl = options.publicUrl?.replace(/\/+$/, '');
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: S3-compatible servers often lack the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async save(body: Readable | Buffer, options: SaveOptions): Promise<StoredFile> {
    const key = options.key ?? newStorageKey(options.folder, options.extension);
    let size = 0;
    // The source's own failure (e.g. the upload policy's 413) is the one to report, not the
    // follow-up error of the aborted request.
    let sourceError: unknown;
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const counted = Readable.from(
      (async function* () {
        try {
          for await (const chunk of source as AsyncIterable<Buffer>) {
            size += chunk.length;
            yield chunk;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
      })(),
    );
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: counted,
        ContentType: options.contentType,
        ContentDisposition: options.contentDisposition,
      },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      counted.destroy();
      // A multipart upload is aborted by lib-storage; a single PUT that did land is removed here.
      await this.delete(key).catch(() => undefined);
      throw sourceError ?? error;
    }
    return { key, size, contentType: options.contentType };
  }

  async open(key: string, rangeRequest?: RangeRequest): Promise<OpenedFile | null> {
    if (!isStorageKey(key)) return null;
    const contentType = contentTypeOfKey(key);
    try {
      if (!rangeRequest) {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0, contentType };
      }
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      const range = resolveRange(rangeRequest, size);
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${range.start}-${range.end}` }),
      );
      return { body: object.Body as Readable, size, contentType, range };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Multipart uploads started more than `olderThanMs` ago are aborted (their parts are billed otherwise). */
  async sweepUnfinished(olderThanMs: number): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
        if (Date.now() - upload.Initiated.getTime() < olderThanMs) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({
            Bucket: this.bucket,
            Key: upload.Key,
            UploadId: upload.UploadId,
          }),
        );
        removed += 1;
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }

  url(key: string): string {
    return this.publicUrl ? `${this.publicUrl}/${key}` : `${UPLOADS_PATH}/${key}`;
  }
}
