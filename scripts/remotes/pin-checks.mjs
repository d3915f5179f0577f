import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { RegistryError, ROOT } from './apps.mjs';

/** The route-manifest schema and checks the shell and the server use (packages/contracts). */
const contracts = () => tsImport('../../packages/contracts/src/remote-routes.ts', import.meta.url);

const readJson = async (file, what) => {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new RegistryError(`${what} could not be read (${file}): ${error.code ?? error.message}`);
  }
};

/** The shell that serves the pins: SHELL_DIR as the API server reads it (default shell/dist). */
export const shellDir = (env = process.env) => join(ROOT, env.SHELL_DIR || 'shell/dist');

const versionParts = (version) => version.split(/[.+-]/).slice(0, 3).map(Number);
/** Whether semver `a` is newer than `b` (major.minor.patch; pre-release tags are not compared). */
export const isNewer = (a, b) => {
  const [pa, pb] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] > pb[i];
  return false;
};

/**
 * Why a published version may not be pinned, as messages (empty: it may): its route manifest must
 * be valid and name only modules it exposes, its routes and menu labels must not clash with the other
 * pinned remotes', and it must not be built against a newer Mantine than the shell that serves it
 * (its components would read context values the shell's MantineProvider does not give).
 */
export async function pinRefusals({ registry, remote, version, pins, shell = shellDir() }) {
  const { manifestProblems, routeConflicts, routeManifestSchema } = await contracts();
  const dir = join(registry, remote, version);
  const refusals = [];

  const parsed = routeManifestSchema.safeParse(
    await readJson(join(dir, 'mf-routes.json'), 'Its route manifest'),
  );
  if (!parsed.success) return [`its route manifest (mf-routes.json) is invalid: ${parsed.error.message}`];
  const mfManifest = await readJson(join(dir, 'mf-manifest.json'), 'Its Module Federation manifest');
  const exposed = (mfManifest.exposes ?? []).map((expose) => expose.name);
  refusals.push(...manifestProblems({ ...parsed.data, remote }, exposed));

  const others = {};
  for (const [other, url] of Object.entries(pins)) {
    const otherVersion = url.match(/^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/)?.[1];
    if (other === remote || !otherVersion) continue;
    // A version published before route manifests serves no routes (the server answers none), so it
    // cannot clash.
    const manifest = await readJson(join(registry, other, otherVersion, 'mf-routes.json'), '').catch(
      () => ({}),
    );
    others[other] = manifest.routes ?? [];
  }
  refusals.push(...routeConflicts(remote, parsed.data.routes, others));

  const built = await readJson(join(dir, 'build-info.json'), 'Its build metadata');
  const host = await readJson(
    join(shell, 'build-info.json'),
    "The shell's build metadata (build the shell first)",
  );
  if (!built.mantine || !host.mantine)
    refusals.push('the Mantine version is missing from the build metadata');
  else if (isNewer(built.mantine, host.mantine))
    refusals.push(
      `it is built against @mantine/core ${built.mantine}, newer than the shell's ${host.mantine}: ` +
        'deploy a shell built with that Mantine first',
    );
  return refusals;
}
