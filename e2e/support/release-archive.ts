import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { zipSync } from 'fflate';

/** Every file under `dir`, by its path inside it (forward slashes). */
const filesOf = (dir: string): Record<string, Uint8Array> => {
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path).split('\\').join('/')] = readFileSync(path);
  }
  return files;
};

/**
 * A remote's built dist as one release zip, as `pnpm remotes publish` uploads it; `changeBuildInfo`
 * edits its build-info.json (what it claims to be built against).
 */
export function releaseZipOf(
  dist: string,
  changeBuildInfo?: (info: { shared?: Record<string, string> }) => void,
): Buffer {
  const files = filesOf(dist);
  if (changeBuildInfo) {
    const info = JSON.parse(Buffer.from(files['build-info.json'] ?? '{}').toString('utf8'));
    changeBuildInfo(info);
    files['build-info.json'] = Buffer.from(JSON.stringify(info));
    delete files['build-info.json.gz'];
    delete files['build-info.json.br'];
  }
  return Buffer.from(zipSync(files));
}

/** Publishes a zip as `version` of `remote` through POST /api/admin/remotes/{name}/versions. */
export async function publishRelease(
  request: APIRequestContext,
  token: string,
  remote: string,
  version: string,
  zip: Buffer,
): Promise<void> {
  const answer = await request.post(`/api/admin/remotes/${remote}/versions?version=${version}`, {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/zip' },
    data: zip,
  });
  if (!answer.ok())
    throw new Error(`publish ${remote} ${version}: ${answer.status()} ${await answer.text()}`);
}
