import { request } from '@apparel/api-client';
import { mockApi } from '@apparel/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from './render-shell';

describe('a 401 answer', () => {
  it('drops the token and routes to /login', async () => {
    const { location } = renderShell('/orders', { role: 'MANUFACTURER' });
    await screen.findByRole('heading', { name: 'mf-retail-orders/OrderListPage' });
    mockApi({ 'GET /orders': { status: 401, body: { message: 'Unauthorized' } } });

    await expect(request('/orders')).rejects.toThrow('Unauthorized');
    expect(await screen.findByRole('heading', { name: 'mf-auth/LoginPage' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
