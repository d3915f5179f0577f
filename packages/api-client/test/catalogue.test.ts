import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { download, importProducts, setToken, toProductFormData, upload } from '../src';

describe('toProductFormData', () => {
  it('sends media library picks as media file ids beside the uploads', () => {
    const video = new File(['webm'], 'walk.webm', { type: 'video/webm' });
    const body = toProductFormData(
      {
        name: 'Shirt',
        adminName: 'Shirt',
        sku: 'S-1',
        price: 1,
        mrp: 1,
        stockQty: 1,
        description: 'd',
        categoryId: 4,
        discount: [],
      },
      { mediaImageIds: [12, 15], catalogMediaId: 31, video },
    );
    expect(body.getAll('mediaImageIds[]')).toEqual(['12', '15']);
    expect(body.get('catalogMediaId')).toBe('31');
    expect(body.get('videoMediaId')).toBeNull();
    expect(body.get('catalogUrl')).toBeNull();
    expect((body.get('videoUrl') as File).name).toBe('walk.webm');
  });

  it('sends every field, id arrays as field[] entries, discount as JSON text and the files', () => {
    const image = new File(['png'], 'front.png', { type: 'image/png' });
    const catalog = new File(['pdf'], 'c.pdf', { type: 'application/pdf' });
    const body = toProductFormData(
      {
        name: 'Shirt',
        adminName: 'Shirt admin',
        sku: 'S-1',
        price: 10,
        mrp: 20,
        stockQty: 3,
        description: 'd',
        fullDesc: '<p>x</p>',
        categoryId: '4',
        subcategoryId: '',
        maxOrderOty: 50,
        colorIds: ['1', '2'],
        seasonIds: [7],
        discount: [{ from: 1, to: 5, discount: 10 }],
      },
      { images: [image], catalog, keptImages: ['/uploads/products/images/a.png'] },
    );
    expect(body.get('name')).toBe('Shirt');
    expect(body.get('maxOrderOty')).toBe('50');
    expect(body.get('subcategoryId')).toBe('');
    expect(body.get('weight')).toBe('');
    expect(body.getAll('colorIds[]')).toEqual(['1', '2']);
    expect(body.getAll('seasonIds[]')).toEqual(['7']);
    expect(body.getAll('sizeIds[]')).toEqual([]);
    expect(body.get('discount')).toBe('[{"from":1,"to":5,"discount":10}]');
    expect(body.get('keptImages')).toBe('["/uploads/products/images/a.png"]');
    expect((body.get('productImages') as File).name).toBe('front.png');
    expect((body.get('catalogUrl') as File).name).toBe('c.pdf');
    expect(body.get('videoUrl')).toBeNull();
    expect(body.getAll('mediaImageIds[]')).toEqual([]);
    expect(body.get('catalogMediaId')).toBeNull();
  });
});

describe('toProductFormData with a stock grid', () => {
  const product = {
    name: 'Kurta',
    adminName: 'Kurta',
    sku: 'KURTA',
    price: 1,
    mrp: 1,
    stockQty: 42,
    description: 'd',
    categoryId: 4,
    discount: [],
  };

  it('sends variants and packs as JSON text and orderMultiple as a field', () => {
    const variants = [
      { sizeId: 2, colorId: 10, sku: 'KURTA-NAVY-M', stockQty: 30 },
      { sizeId: 3, colorId: 10, stockQty: 12 },
    ];
    const packs = [{ name: 'Set A', ratios: [{ sizeId: 2, qty: 2 }] }];
    const body = toProductFormData({ ...product, variants, packs, orderMultiple: 6 });
    expect(JSON.parse(body.get('variants') as string)).toEqual(variants);
    expect(JSON.parse(body.get('packs') as string)).toEqual(packs);
    expect(body.get('orderMultiple')).toBe('6');
  });

  it('leaves variants and packs out when the form holds none, so the server fills cells from stockQty', () => {
    const body = toProductFormData(product);
    expect(body.get('variants')).toBeNull();
    expect(body.get('packs')).toBeNull();
    expect(body.get('orderMultiple')).toBe('');
  });
});

describe('upload and download', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('imports a CSV under `file` with the token, reporting progress through XMLHttpRequest', async () => {
    const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = {
      headers: {},
    };
    class FakeXhr {
      upload: { onprogress?: (e: ProgressEvent) => void } = {};
      status = 200;
      statusText = 'OK';
      responseText = JSON.stringify({
        message: 'done',
        success: 2,
        failed: 0,
        errors: [],
        failedRowsUrl: null,
      });
      onload?: () => void;
      open(method: string, url: string) {
        Object.assign(sent, { method, url });
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      send(body: FormData) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setToken('abc.def.ghi');
    const progress: number[] = [];
    const file = new File(['sku\n'], 'p.csv', { type: 'text/csv' });
    const result = await importProducts({ file, onProgress: (p) => progress.push(p.fraction) });
    expect(result.success).toBe(2);
    expect(sent).toMatchObject({ method: 'POST', url: '/api/manufacturer/bulk-upload' });
    expect(sent.headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(((sent.body as FormData).get('file') as File).name).toBe('p.csv');
    expect(progress).toEqual([0.5]);
  });

  it('falls back to fetch without XMLHttpRequest, and rejects with the server error', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'The file is empty: it has no product rows' }), {
            status: 400,
          }),
      ),
    );
    const progress: number[] = [];
    await expect(
      upload('/manufacturer/bulk-upload', new FormData(), { onProgress: (p) => progress.push(p.fraction) }),
    ).rejects.toMatchObject({ status: 400, message: 'The file is empty: it has no product rows' });
    expect(progress).toEqual([]);
  });

  it('downloads a file with its name from Content-Disposition', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('sku,name\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="products.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await download('/products/export', 'fallback.csv', { query: { q: 'tee', active: true } });
    expect(file.filename).toBe('products.csv');
    expect(await file.blob.text()).toBe('sku,name\n');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/products/export?q=tee&active=true');
  });
});
