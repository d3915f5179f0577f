import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRemoteVersion, reportRemoteLoadFailure, setToken } from '../src';

const answering = (status: number, body?: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

describe('release registry calls', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('publish a version as the raw zip, its version in the query, with the session token', async () => {
    const fetchMock = answering(201, {
      name: 'mf-media',
      version: '1.3.0',
      contentHash: 'a1b2c3',
      size: 1024,
      files: 12,
      unchanged: false,
    });
    vi.stubGlobal('fetch', fetchMock);
    setToken('abc.def.ghi');
    const archive = new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]);
    await publishRemoteVersion({ name: 'mf-media', version: '1.3.0', archive });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/remotes/mf-media/versions?version=1.3.0');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/zip');
    expect(headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(new Uint8Array(await (init.body as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0x50, 0x4b, 3, 4]),
    );
  });

  it('report a remote load failure without the session token, and never throw', async () => {
    const fetchMock = answering(204);
    vi.stubGlobal('fetch', fetchMock);
    setToken('abc.def.ghi');
    await reportRemoteLoadFailure({ remote: 'mf-media', version: '1.3.0', kind: 'chunk' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/remote-load-failures');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(init.body as string)).toEqual({ remote: 'mf-media', version: '1.3.0', kind: 'chunk' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(
      reportRemoteLoadFailure({ remote: 'mf-media', version: '1.3.0', kind: 'chunk' }),
    ).resolves.toBeUndefined();
  });
});
