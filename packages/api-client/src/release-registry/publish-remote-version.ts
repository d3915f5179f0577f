import type { PublishedRemoteVersion } from '@apparel/contracts';
import { request } from '../http';

export interface PublishRemoteVersionInput {
  name: string;
  version: string;
  /** The version's dist as one zip, as `pnpm remotes publish` builds it. */
  archive: Blob;
}

/** POST /admin/remotes/{name}/versions?version=: uploads a version's zip (release token or super admin). */
export const publishRemoteVersion = ({
  name,
  version,
  archive,
}: PublishRemoteVersionInput): Promise<PublishedRemoteVersion> =>
  request<PublishedRemoteVersion>(`/admin/remotes/${encodeURIComponent(name)}/versions`, {
    method: 'POST',
    query: { version },
    body: archive.type ? archive : new Blob([archive], { type: 'application/zip' }),
  });
