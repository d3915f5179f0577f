import {
  paymentEndpoints as endpoints,
  type PaymentCreate,
  type PaymentListQuery,
  type PaymentReverse,
} from '@apparel/contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from './call';
import { paymentKeys, receivableKeys } from './credit-keys';
import { dashboardKeys } from './dashboard';
import { invoiceKeys } from './invoices';
import { useSubmitKeys } from './submit-keys';

/** After money owed changes: payments, receivables and statements, invoices (their amount due) and the dashboard. */
export const invalidateAfterMoneyOwedChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: receivableKeys.all }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);

/** One page of payments, newest first (`retailerId`, `page`). */
export const listPayments = (query: PaymentListQuery = {}, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.list, { query: { ...query }, signal });

export const listPaymentsQueryOptions = (query: PaymentListQuery = {}) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => listPayments(query, { signal }),
  });

/** The retailer view's "Payments"; the last page stays on screen while the next loads. */
export const usePayments = (query: PaymentListQuery = {}) =>
  useQuery({ ...listPaymentsQueryOptions(query), placeholderData: keepPreviousData });

export const getPayment = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.read, { params: { id }, signal });

export const usePayment = (id: number) =>
  useQuery({ queryKey: paymentKeys.detail(id), queryFn: ({ signal }) => getPayment(id, { signal }) });

/** A retailer's invoices still owing, oldest due first, and its advance ("Record payment"'s allocation by hand). */
export const getOpenInvoices = (retailerId: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.openInvoices, { params: { id: retailerId }, signal });

export const useOpenInvoices = (retailerId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: paymentKeys.openInvoices(retailerId),
    queryFn: ({ signal }) => getOpenInvoices(retailerId, { signal }),
    enabled,
  });

/** "Record payment": answers the payment with its allocations; a resubmit answers the same payment. */
export const useRecordPayment = () => {
  const queryClient = useQueryClient();
  const keyFor = useSubmitKeys();
  return useMutation({
    mutationFn: (payment: PaymentCreate) =>
      call(endpoints.create, { body: payment, idempotencyKey: keyFor(payment) }),
    onSuccess: () => invalidateAfterMoneyOwedChange(queryClient),
  });
};

export interface ReversePaymentInput {
  id: number;
  reversal: PaymentReverse;
}

/** Reverses a payment (its allocations stop counting); the reversal is recorded with its note. */
export const useReversePayment = () => {
  const queryClient = useQueryClient();
  const keyFor = useSubmitKeys();
  return useMutation({
    mutationFn: (input: ReversePaymentInput) =>
      call(endpoints.reverse, {
        params: { id: input.id },
        body: input.reversal,
        idempotencyKey: keyFor(input),
      }),
    onSuccess: () => invalidateAfterMoneyOwedChange(queryClient),
  });
};
