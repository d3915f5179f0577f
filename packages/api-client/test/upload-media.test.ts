import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getToken, setToken, setUnauthorizedHandler, uploadMedia } from '../src';

/** A stand-in for the browser's XMLHttpRequest: records what is sent and answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

const files = [new File(['a'], 'front.png', { type: 'image/png' }), new File(['b'], 'spec.pdf')];

describe('uploadMedia', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts every file as a repeated `files` field with the bearer token, reporting progress', async () => {
    setToken('abc.def.ghi');
    const progress: number[] = [];
    const done = uploadMedia({ files, onProgress: (fraction) => progress.push(fraction) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/media/upload');
    expect(xhr.headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(((xhr.body as FormData).getAll('files') as File[]).map((file) => file.name)).toEqual([
      'front.png',
      'spec.pdf',
    ]);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    const items = [{ id: 1, url: '/uploads/media/x.png', filename: 'front.png', type: 'image/png' }];
    xhr.answer(201, { items });
    await expect(done).resolves.toEqual({ items });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's message (e.g. a refused file)", async () => {
    const done = uploadMedia({ files });
    FakeXhr.last.answer(400, { message: 'x.svg: Media files must be images', statusCode: 400 });
    await expect(done).rejects.toMatchObject({
      status: 400,
      serverMessage: 'x.svg: Media files must be images',
    });
  });

  it('ends the session on 401 and says so when the server cannot be reached', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    setToken('abc.def.ghi');
    const expired = uploadMedia({ files });
    FakeXhr.last.answer(401, { message: 'Your session has expired. Please log in again.' });
    await expect(expired).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();

    const offline = uploadMedia({ files });
    FakeXhr.last.fail();
    await expect(offline).rejects.toMatchObject({ status: 0 });
  });
});
