import { afterEach, describe, expect, it } from 'vitest';
import { remoteEntryUrl, runRemoteEntry } from '../src/remotes/remote-containers';

const scope = window as unknown as Record<string, unknown>;
const container = { init: () => undefined, get: async () => () => ({}) };

/** The script element runRemoteEntry added (jsdom does not fetch it: the test plays the browser). */
const addedScript = () => {
  const script = document.head.querySelector<HTMLScriptElement>('script[src*="remoteEntry"]');
  if (!script) throw new Error('no remote entry script was added');
  return script;
};

afterEach(() => {
  delete scope.mf_media;
});

describe("a remote's entry script", () => {
  it('is run from its URL and gives the container it defines, the element removed after', async () => {
    const loaded = runRemoteEntry('/remotes/mf-media/1.0.0/remoteEntry.js', 'mf_media');
    const script = addedScript();
    expect(script.getAttribute('src')).toBe('/remotes/mf-media/1.0.0/remoteEntry.js');
    scope.mf_media = container;
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(container);
    expect(document.head.querySelector('script[src*="remoteEntry"]')).toBeNull();
  });

  it('fails when the script does not load, naming it', async () => {
    const loaded = runRemoteEntry('/remotes/mf-media/1.0.0/remoteEntry.js', 'mf_media');
    addedScript().dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow(
      'The remote entry /remotes/mf-media/1.0.0/remoteEntry.js could not be loaded',
    );
  });

  it('never takes a container an earlier run left behind for this one', async () => {
    scope.mf_media = container;
    const loaded = runRemoteEntry('/remotes/mf-media/1.0.1/remoteEntry.js', 'mf_media');
    addedScript().dispatchEvent(new Event('load'));
    await expect(loaded).rejects.toThrow('defined no container "mf_media"');
  });
});

describe('the remote entry URL of a manifest', () => {
  it('is the entry named by the manifest, next to the manifest', () => {
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    expect(remoteEntryUrl(manifest, '/remotes/mf-media/1.0.0/mf-manifest.json')).toBe(
      `${window.location.origin}/remotes/mf-media/1.0.0/remoteEntry.js`,
    );
    const inFolder = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } } };
    expect(remoteEntryUrl(inFolder, 'http://localhost:3005/mf-manifest.json')).toBe(
      'http://localhost:3005/static/remoteEntry.js',
    );
  });

  it('fails on a manifest that names no entry', () => {
    expect(() => remoteEntryUrl({ metaData: {} }, '/remotes/mf-media/1.0.0/mf-manifest.json')).toThrow(
      'The manifest /remotes/mf-media/1.0.0/mf-manifest.json names no remote entry',
    );
  });
});
