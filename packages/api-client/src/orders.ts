import {
  type DispatchCreate,
  orderEndpoints as endpoints,
  type OrderCreate,
  type OrderListQuery,
  type OrderRelease,
  type OrderStatusUpdate,
} from '@apparel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { paymentKeys, receivableKeys } from './credit-keys';
import { invoiceKeys } from './invoices';
import { invalidateAfterOrderChange, orderKeys } from './order-keys';
import { useSubmitKeys } from './submit-keys';

/** Query keys of the orders area (order-keys.ts): invalidating `all` refreshes every list and order. */
export { invalidateAfterOrderChange, orderKeys } from './order-keys';

/** Every mutation of the area refreshes what an order change touches (and, with `invoices`, the invoices). */
const useOrderMutation = <Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  { invoices = false }: { invoices?: boolean } = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        invalidateAfterOrderChange(queryClient),
        invoices && queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        // A new invoice owes money (and may take the retailer's advance).
        invoices && queryClient.invalidateQueries({ queryKey: receivableKeys.all }),
        invoices && queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]),
  });
};

/** One page of orders, newest first (`page`, `pageSize`, `status`, `retailerId`, `from`, `to`). */
export const listOrders = (query: OrderListQuery = {}, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.list, { query: { ...query }, signal });

/** The order with its items, each naming its cell (`variantId`, `sku`) and the cell's `stockLeft`. */
export const getOrder = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.read, { params: { id }, signal });

/** The orders list; product.md §7: it does not retry. The last page stays on screen while the next loads. */
export const useOrders = (query: OrderListQuery = {}) =>
  useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => listOrders(query, { signal }),
    retry: false,
    placeholderData: keepPreviousData,
  });

export const getOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, { signal }) });

export const useOrder = (id: number) => useQuery(getOrderQueryOptions(id));

/** Every change of the order, oldest first. */
export const useOrderHistory = (id: number) =>
  useQuery({
    queryKey: orderKeys.history(id),
    queryFn: ({ signal }) => call(endpoints.history, { params: { id }, signal }),
  });

/** {retailerId, items}: the server prices every item and answers the stored order; a resubmit answers it again. */
export const useCreateOrder = () => {
  const keyFor = useSubmitKeys();
  return useOrderMutation((order: OrderCreate) =>
    call(endpoints.create, { body: order, idempotencyKey: keyFor(order) }),
  );
};

export interface UpdateOrderStatusInput {
  id: number;
  status: OrderStatusUpdate['status'];
}

/** ACCEPTED takes the items out of stock. */
export const useUpdateOrderStatus = () =>
  useOrderMutation(({ id, status }: UpdateOrderStatusInput) =>
    call(endpoints.changeStatus, { params: { id }, body: { status } }),
  );

export interface ReleaseOrderInput {
  id: number;
  release: OrderRelease;
}

/** "Release hold": an ON_HOLD order becomes PENDING; the note goes in its history with who and when. */
export const useReleaseOrder = () =>
  useOrderMutation(({ id, release }: ReleaseOrderInput) =>
    call(endpoints.release, { params: { id }, body: release }),
  );

/** An accepted order's units go back to stock. */
export const useDeleteOrder = () =>
  useOrderMutation((id: number) => call(endpoints.remove, { params: { id } }));

export interface CreateDispatchInput {
  orderId: number;
  dispatch: DispatchCreate;
}

/** Records the consignment and issues its tax invoice in one go; a resubmit answers the same invoice. */
export const useCreateDispatch = () => {
  const keyFor = useSubmitKeys();
  return useOrderMutation(
    (input: CreateDispatchInput) =>
      call(endpoints.dispatch, {
        params: { id: input.orderId },
        body: input.dispatch,
        idempotencyKey: keyFor(input),
      }),
    { invoices: true },
  );
};

/** Closes what was not dispatched and returns it to stock. */
export const useCancelRemaining = () =>
  useOrderMutation((orderId: number) => call(endpoints.cancelRemaining, { params: { id: orderId } }));
