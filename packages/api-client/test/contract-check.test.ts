import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractDriftError, getOrder, listOrders, request } from '../src';

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const order = {
  id: 12,
  status: 'PENDING',
  totalAmount: 1899.9,
  createdAt: '2025-06-02T04:30:00.000Z',
  retailer: { id: 3, name: 'Sharma Garments' },
  holdReason: null,
};

describe('request() checks answers against the call contract (dev and test builds)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an answer that drifted from its contract, naming the call and the field', async () => {
    vi.stubGlobal('fetch', reply(200, { ...order, totalAmount: 'lots' }));
    const error = await getOrder(12).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractDriftError);
    expect((error as Error).message).toMatch(/^GET \/orders\/12 answered a shape its contract refuses: /);
    expect((error as Error).message).toContain('totalAmount');
  });

  it('refuses an id standing in for an order', async () => {
    vi.stubGlobal('fetch', reply(200, { id: 99 }));
    await expect(getOrder(99)).rejects.toBeInstanceOf(ContractDriftError);
  });

  it('refuses a list page without its rows (query string aside)', async () => {
    vi.stubGlobal('fetch', reply(200, { page: 1, pageSize: 20, hasNext: false }));
    await expect(listOrders({ page: 1 })).rejects.toThrow(/GET \/orders answered a shape .*orders/);
  });

  it('passes a well-formed answer on untouched', async () => {
    vi.stubGlobal('fetch', reply(200, { orders: [order], page: 1, pageSize: 20, hasNext: false }));
    const page = await listOrders();
    expect(page.orders[0]?.retailer?.name).toBe('Sharma Garments');
  });

  it('leaves calls outside the table and failures alone', async () => {
    vi.stubGlobal('fetch', reply(200, { anything: true }));
    await expect(request('/not-a-call')).resolves.toEqual({ anything: true });
    vi.stubGlobal('fetch', reply(404, { message: 'Order not found' }));
    await expect(getOrder(5)).rejects.toThrow('Order not found');
  });
});
