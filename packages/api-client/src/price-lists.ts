import {
  priceListEndpoints as endpoints,
  type OrderQuoteInput,
  orderEndpoints,
  type PriceListInput,
  type PriceListListQuery,
} from '@apparel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callWithProgress, downloadFrom } from './call';
import { saveDownloadedFile, type UploadProgress } from './http';

/** Query keys of the price lists area; a quote reads the lists, so it lives under `all` too. */
export const priceListKeys = {
  all: ['price-lists'] as const,
  lists: () => [...priceListKeys.all, 'list'] as const,
  list: (query: PriceListListQuery) => [...priceListKeys.lists(), query] as const,
  detail: (id: number) => [...priceListKeys.all, 'detail', id] as const,
  quotes: () => [...priceListKeys.all, 'quote'] as const,
  quote: (input: OrderQuoteInput) => [...priceListKeys.quotes(), input] as const,
};

/** One page of price lists, newest first, without rows (`rowCount`); `retailerId`: the lists that apply to it. */
export const listPriceLists = (query: PriceListListQuery = {}, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.list, { query: { ...query }, signal });

/** A list with its assignment and every row. */
export const getPriceList = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.read, { params: { id }, signal });

/** The /price-lists page (and, with `retailerId`, the retailer form's and view's lists). */
export const usePriceLists = (query: PriceListListQuery = {}) =>
  useQuery({
    queryKey: priceListKeys.list(query),
    queryFn: ({ signal }) => listPriceLists(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const getPriceListQueryOptions = (id: number) =>
  queryOptions({ queryKey: priceListKeys.detail(id), queryFn: ({ signal }) => getPriceList(id, { signal }) });

export const usePriceList = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPriceListQueryOptions(id), enabled });

/** Every change of a list refreshes the lists, their details and every quote (placed orders keep their prices). */
const usePriceListMutation = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
  });
};

/** POST /price-lists: answers the stored list. */
export const useCreatePriceList = () =>
  usePriceListMutation((list: PriceListInput) => call(endpoints.create, { body: list }));

export interface UpdatePriceListInput {
  id: number;
  /** `rows` left out keep the list's rows. */
  list: PriceListInput;
}

/** PUT /price-lists/{id}: answers the stored list. */
export const useUpdatePriceList = () =>
  usePriceListMutation(({ id, list }: UpdatePriceListInput) =>
    call(endpoints.update, { params: { id }, body: list }),
  );

export const useDeletePriceList = () =>
  usePriceListMutation((id: number) => call(endpoints.remove, { params: { id } }));

/** GET /price-lists/{id}/rows.csv: the rows as a CSV the import takes back unchanged. */
export const downloadPriceListRows = (id: number) =>
  downloadFrom(endpoints.exportRows, `price-list-${id}.csv`, { params: { id } });

/** Downloads the rows and hands the file to the browser. */
export const useDownloadPriceListRows = () =>
  useMutation({ mutationFn: async (id: number) => saveDownloadedFile(await downloadPriceListRows(id)) });

export interface ImportPriceListRowsInput {
  id: number;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** PUT /price-lists/{id}/rows.csv (multipart `file`): the file's good rows replace the list's; `{saved, failed, errors}`. */
export const importPriceListRows = ({ id, file, onProgress, signal }: ImportPriceListRowsInput) => {
  const body = new FormData();
  body.append('file', file);
  return callWithProgress(endpoints.importRows, { params: { id }, body, onProgress, signal });
};

export const useImportPriceListRows = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPriceListRows,
    onSettled: () => queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
  });
};

/** POST /orders/quote: each line's unit price, list, source and next rung, and the total, as POST /orders would store them. */
export const quoteOrder = (input: OrderQuoteInput, { signal }: { signal?: AbortSignal } = {}) =>
  call(orderEndpoints.quote, { body: input, signal });

/**
 * New order's quote once a retailer is chosen and there is at least one line (`input` null: not yet).
 * The last quote stays on screen while the next one loads.
 */
export const useQuote = (input: OrderQuoteInput | null) =>
  useQuery({
    queryKey: priceListKeys.quote(input ?? { retailerId: 0, items: [] }),
    queryFn: ({ signal }) => quoteOrder(input as OrderQuoteInput, { signal }),
    enabled: input !== null && input.items.length > 0,
    placeholderData: keepPreviousData,
  });
