import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCreateCreditNote, useCreateDispatch, useCreateOrder } from '../src';

/** Every call fails as a lost answer would; the test reads the keys the calls carried. */
const lostAnswers = () => {
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls.map(
      (args) => ((args as unknown[])[1] as RequestInit).headers as Record<string, string>,
    );
};

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(
    QueryClientProvider,
    { client: new QueryClient({ defaultOptions: { mutations: { retry: false } } }) },
    children,
  );

/** Submits `inputs` one after another through a mutation hook, each failing. */
const submit = async <Input>(
  useHook: () => { mutateAsync: (input: Input) => Promise<unknown> },
  inputs: Input[],
) => {
  const { result } = renderHook(useHook, { wrapper });
  for (const input of inputs) await act(() => result.current.mutateAsync(input).catch(() => undefined));
};

const dispatch = (quantity: number) => ({
  orderId: 42,
  dispatch: {
    date: '2026-11-03',
    transporter: 'VRL',
    lrNumber: '',
    vehicleNumber: '',
    lines: [{ itemId: 1, quantity }],
  },
});

describe('one Idempotency-Key per submit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the same key when the same dispatch is submitted again after a lost answer, a new one for another', async () => {
    const headers = lostAnswers();
    await submit(useCreateDispatch, [dispatch(5), dispatch(5), dispatch(4)]);
    const keys = headers().map((h) => h['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends a key with every order and credit note, kept for the same submission', async () => {
    const headers = lostAnswers();
    const order = { retailerId: 3, items: [{ productId: 5, quantity: 2 }] };
    await submit(useCreateOrder, [order, order]);
    const note = { invoiceId: 9, creditNote: { lines: [{ itemId: 1, quantity: 1 }], restock: true } };
    await submit(useCreateCreditNote, [note, note]);
    const [a, b, c, d] = headers().map((h) => h['Idempotency-Key']);
    expect(a).toBeTruthy();
    expect(b).toBe(a);
    expect(c).toBeTruthy();
    expect(d).toBe(c);
    expect(c).not.toBe(a);
  });
});
