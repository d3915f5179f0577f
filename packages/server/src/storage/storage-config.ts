import { z } from 'zod';

/** Where uploaded files live: local disk under DATA_DIR (the default) or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'disk' }
  | {
      driver: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
      publicUrl: string | undefined;
    };

const url = z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' });

/** The storage variables of the environment (README, "Configuration"). */
export const storageEnvSchema = z
  .object({
    STORAGE_DRIVER: z.enum(['disk', 's3'], { error: 'Use disk or s3' }).default('disk'),
    S3_ENDPOINT: url.optional(),
    S3_BUCKET: z.string().min(3, 'Must be a bucket name').max(63, 'Must be a bucket name').optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    S3_PUBLIC_URL: url.optional(),
  })
  .refine((e) => e.STORAGE_DRIVER !== 's3' || e.S3_BUCKET, {
    message: 'Required when STORAGE_DRIVER is s3',
    path: ['S3_BUCKET'],
  })
  .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
    message: 'Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    path: ['S3_SECRET_ACCESS_KEY'],
  });

export const toStorageConfig = (e: z.output<typeof storageEnvSchema>): StorageConfig =>
  e.STORAGE_DRIVER === 'disk'
    ? { driver: 'disk' }
    : {
        driver: 's3',
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET ?? '',
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        publicUrl: e.S3_PUBLIC_URL,
      };
