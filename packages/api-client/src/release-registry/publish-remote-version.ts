import type { PublishedRemoteVersion } from '@apparel/contracts';
import { request } from '../http';

export interface PublishRemoteVersionInput {
  name: string;
  /** The version's archive as `pnpm remotes publish` builds it. */
  archive: Blob;
}

/** POST /admin/remotes/{name}/versions: uploads a version's archive (release token or super admin). */
export const publishRemoteVersion = ({
  name,
  archive,
}: PublishRemoteVersionInput): Promise<PublishedRemoteVersion> => {
  const body = new FormData();
  body.append('archive', archive, `${name}.tar.gz`);
  return request<PublishedRemoteVersion>(`/admin/remotes/${encodeURIComponent(name)}/versions`, {
    method: 'POST',
    body,
  });
};
