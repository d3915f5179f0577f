import { request } from '@apparel/api-client';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from './render-shell';

describe('a 401 answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('drops the token and routes to /login', async () => {
    const { location } = renderShell('/orders', { role: 'MANUFACTURER' });
    await screen.findByRole('heading', { name: 'mf-retail-orders/OrderListPage' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
    );

    await expect(request('/orders')).rejects.toThrow('Unauthorized');
    expect(await screen.findByRole('heading', { name: 'mf-auth/LoginPage' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
