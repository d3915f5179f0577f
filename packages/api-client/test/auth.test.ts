import type { LoginResponse, MessageResponse, Profile } from '@apparel/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgotPassword,
  getProfile,
  passwordLogin,
  profileQueryKey,
  requestOtp,
  resetPassword,
  updateProfile,
  useUpdateProfile,
  verifyOtp,
} from '../src';

const answer = (body: unknown = {}) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );

const sent = (fetchMock: ReturnType<typeof answer>) => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
};

const profileUpdate = {
  user: { name: 'Asha Rao', email: 'asha@weaves.example', mobile: '9876543210' },
  manufacturer: { name: 'Weaves', address: '12 Mill Road', city: 'Surat', state: 'Gujarat', gstin: '' },
};

// Answers as the server's contracts give them (request() checks them in tests).
const signedIn = {
  token: 'abc.def.ghi',
  user: { id: 7, name: 'Asha Rao', role: 'MANUFACTURER', manufacturerId: 3 },
} satisfies LoginResponse;
const sentOtp = { message: 'OTP sent' } satisfies MessageResponse;
const profile = {
  name: 'Asha Rao',
  email: 'asha@weaves.example',
  mobile: '9876543210',
  role: 'MANUFACTURER',
  manufacturer: {
    name: 'Weaves',
    address: '12 Mill Road',
    city: 'Surat',
    state: 'Gujarat',
    gstin: null,
    pinCode: null,
    invoicePrefix: null,
  },
} satisfies Profile;

describe('auth calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['requestOtp', () => requestOtp({ mobile: '9876543210' }), '/api/auth/login', { mobile: '9876543210' }],
    [
      'verifyOtp',
      () => verifyOtp({ mobile: '9876543210', otp: '123456' }),
      '/api/auth/verify',
      { mobile: '9876543210', otp: '123456' },
    ],
    [
      'passwordLogin',
      () => passwordLogin({ identifier: 'a@b.example', password: 'pw' }),
      '/api/auth/pass-login',
      { identifier: 'a@b.example', password: 'pw' },
    ],
    [
      'forgotPassword',
      () => forgotPassword({ mobile: '9876543210' }),
      '/api/auth/forgot-password',
      { mobile: '9876543210' },
    ],
    [
      'resetPassword',
      () => resetPassword({ mobile: '9876543210', otp: '123456', newPassword: 'abcd' }),
      '/api/auth/reset-password',
      { mobile: '9876543210', otp: '123456', newPassword: 'abcd' },
    ],
  ])('%s posts its body to the SPEC 7 path', async (_name, call, url, body) => {
    const fetchMock = answer(/verify|pass-login/.test(url) ? signedIn : sentOtp);
    vi.stubGlobal('fetch', fetchMock);
    await call();
    expect(sent(fetchMock)).toEqual({ url, method: 'POST', body });
  });

  it('getProfile reads GET /auth/profile and updateProfile writes PUT /auth/profile', async () => {
    const reading = answer(profile);
    vi.stubGlobal('fetch', reading);
    await expect(getProfile()).resolves.toEqual(profile);
    expect(sent(reading)).toEqual({ url: '/api/auth/profile', method: 'GET', body: undefined });

    const writing = answer(profile);
    vi.stubGlobal('fetch', writing);
    await updateProfile(profileUpdate);
    expect(sent(writing)).toEqual({ url: '/api/auth/profile', method: 'PUT', body: profileUpdate });
  });

  it('useUpdateProfile marks the loaded profile stale so it is fetched again', async () => {
    vi.stubGlobal('fetch', answer(profile));
    const client = new QueryClient();
    client.setQueryData(profileQueryKey, { name: 'Old name' });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useUpdateProfile(), { wrapper });
    result.current.mutate(profileUpdate);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(profileQueryKey)?.isInvalidated).toBe(true);
  });
});
