import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlinedStart, startAnswer } from '../src/remotes/remotes-answer';
import answer from './support/remotes-answer.json';

const MANIFEST_URL = '/remotes/mf-auth/1.0.0/mf-manifest.json';
const manifest = { name: 'mf_auth', exposes: [] };

/** The element the server writes into index.html. */
const inline = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'remotes-answer';
  element.textContent = text;
  document.head.append(element);
};

afterEach(() => {
  document.getElementById('remotes-answer')?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the start-up answer', () => {
  it('is read from the page when the server inlined it, with no request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    inline(JSON.stringify({ answer, manifests: { [MANIFEST_URL]: manifest } }));
    await expect(startAnswer()).resolves.toEqual({ answer, manifests: { [MANIFEST_URL]: manifest } });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('comes from /remotes.json when the page has none or it does not read', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(inlinedStart()).toBeNull();
    await expect(startAnswer()).resolves.toEqual({ answer, manifests: {} });
    for (const text of ['{not json', JSON.stringify({ answer: { 'mf-auth': { routes: 'x' } } })]) {
      inline(text);
      expect(inlinedStart()).toBeNull();
      document.getElementById('remotes-answer')?.remove();
    }
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });
});
