import { mediaFiles } from '../../src/db/schema';
import type { TenantRecord } from './tenant-records';

/** The media library's `:id` route (DELETE /api/media/:id): a file row of manufacturer A. */
export const MEDIA_TENANT_RECORDS: TenantRecord[] = [
  {
    prefix: '/api/media/',
    async create({ server, owner }) {
      if (!owner.manufacturerId) throw new Error('The MANUFACTURER caller has no manufacturer');
      const [row] = await server.db
        .insert(mediaFiles)
        .values({
          manufacturerId: owner.manufacturerId,
          storageKey: `media/tenant-${Math.random().toString(36).slice(2)}.png`,
          filename: 'tenant.png',
          mimeType: 'image/png',
          size: 1,
        })
        .returning({ id: mediaFiles.id });
      if (!row) throw new Error('No media file');
      return row.id;
    },
  },
];
