import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What an app was built against (its build-info.json, written by packages/mf-config). */
export type BuildInfo = {
  mantine?: string;
  shellContract?: number;
  routeManifest?: number;
  shared?: Record<string, string>;
};

const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);
const major = (version: string) => parts(version)[0];

/** Whether semver `a` is newer than `b` (major.minor.patch; pre-release tags are not compared). */
export const isNewer = (a: string, b: string): boolean => {
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) > (pb[i] ?? 0);
  return false;
};

/** The shell that serves the pins: its build-info.json in SHELL_DIR, or null when it is not built. */
export const readShellBuildInfo = async (shellDir: string): Promise<BuildInfo | null> => {
  try {
    return JSON.parse(await readFile(join(shellDir, 'build-info.json'), 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
};

/**
 * Why the shell cannot host a remote built against `built` (empty: it can). The shell contract and the
 * route manifest format must be the same; each shared singleton must be the shell's major version and
 * not newer than the shell's (the remote asks for ^its version and gets the shell's copy).
 */
export const compatibilityRefusals = (built: BuildInfo, shell: BuildInfo | null): string[] => {
  if (!shell) return ["the shell's build metadata (build-info.json) is missing: build the shell first"];
  if (!built.shared || built.shellContract === undefined || built.routeManifest === undefined)
    return ['it was built before builds recorded what they are built against: rebuild and publish it'];
  const refusals: string[] = [];
  if (built.shellContract !== shell.shellContract)
    refusals.push(
      `built against shell contract ${built.shellContract}, the shell provides ${shell.shellContract ?? 'none'}`,
    );
  if (built.routeManifest !== shell.routeManifest)
    refusals.push(
      `built against route manifest format ${built.routeManifest}, the shell reads ${shell.routeManifest ?? 'none'}`,
    );
  for (const [name, version] of Object.entries(built.shared)) {
    const provided = shell.shared?.[name];
    if (!provided) refusals.push(`built against ${name} ${version}, the shell provides none`);
    else if (major(version) !== major(provided))
      refusals.push(`built against ${name} ${major(version)}, the shell provides ${major(provided)}.x`);
    else if (isNewer(version, provided))
      refusals.push(`built against ${name} ${version}, newer than the shell's ${provided}`);
  }
  return refusals;
};
