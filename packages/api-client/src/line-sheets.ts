import {
  lineSheetEndpoints as endpoints,
  type LineSheetInput,
  type LineSheetListQuery,
  type LineSheetShareInput,
  pathOf,
  publicLineSheetEndpoints,
} from '@apparel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFrom } from './call';
import { API_BASE, saveDownloadedFile } from './http';

/** Query keys of the line sheets area (product.md §17). */
export const lineSheetKeys = {
  all: ['line-sheets'] as const,
  lists: () => [...lineSheetKeys.all, 'list'] as const,
  list: (query: LineSheetListQuery) => [...lineSheetKeys.lists(), query] as const,
  detail: (id: number) => [...lineSheetKeys.all, 'detail', id] as const,
  shares: (id: number) => [...lineSheetKeys.all, 'shares', id] as const,
  view: (token: string) => ['line-sheet-view', token] as const,
};

/** One page of line sheets, newest first, with product and share counts. */
export const listLineSheets = (query: LineSheetListQuery = {}, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.list, { query: { ...query }, signal });

export const getLineSheet = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.read, { params: { id }, signal });

/** The /line-sheets page. */
export const useLineSheets = (query: LineSheetListQuery = {}) =>
  useQuery({
    queryKey: lineSheetKeys.list(query),
    queryFn: ({ signal }) => listLineSheets(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const getLineSheetQueryOptions = (id: number) =>
  queryOptions({ queryKey: lineSheetKeys.detail(id), queryFn: ({ signal }) => getLineSheet(id, { signal }) });

export const useLineSheet = (id: number) => useQuery(getLineSheetQueryOptions(id));

/** Every change of a sheet or its links refreshes the lists, the details and the shares. */
const useLineSheetMutation = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineSheetKeys.all }),
  });
};

/** POST /line-sheets: answers the stored sheet. */
export const useCreateLineSheet = () =>
  useLineSheetMutation((sheet: LineSheetInput) => call(endpoints.create, { body: sheet }));

export interface UpdateLineSheetInput {
  id: number;
  sheet: LineSheetInput;
}

/** PUT /line-sheets/{id}: answers the stored sheet. */
export const useUpdateLineSheet = () =>
  useLineSheetMutation(({ id, sheet }: UpdateLineSheetInput) =>
    call(endpoints.update, { params: { id }, body: sheet }),
  );

export const useDeleteLineSheet = () =>
  useLineSheetMutation((id: number) => call(endpoints.remove, { params: { id } }));

/** GET /line-sheets/{id}/shares: the links by retailer with views and the last open (tokens are not kept). */
export const useLineSheetShares = (id: number) =>
  useQuery({
    queryKey: lineSheetKeys.shares(id),
    queryFn: ({ signal }) => call(endpoints.shares, { params: { id }, signal }),
  });

export interface ShareLineSheetInput {
  id: number;
  share: LineSheetShareInput;
}

/** POST /line-sheets/{id}/shares: a new link per retailer; the answer is the only one carrying the tokens. */
export const useShareLineSheet = () =>
  useLineSheetMutation(({ id, share }: ShareLineSheetInput) =>
    call(endpoints.share, { params: { id }, body: share }),
  );

/** POST /line-sheets/{id}/shares/{shareId}/revoke. */
export const useRevokeLineSheetShare = () =>
  useLineSheetMutation(({ id, shareId }: { id: number; shareId: number }) =>
    call(endpoints.revoke, { params: { id, shareId } }),
  );

/** GET /line-sheets/{id}/pdf?retailerId=: the A4 PDF priced for that retailer, to the save dialog. */
export const useDownloadLineSheetPdf = () =>
  useMutation({
    mutationFn: async ({ id, retailerId }: { id: number; retailerId: number }) =>
      saveDownloadedFile(
        await downloadFrom(endpoints.pdf, `line-sheet-${id}.pdf`, {
          params: { id },
          query: { retailerId },
        }),
      ),
  });

// ---- The buyer's view (no sign-in) ----

/** GET /public/line-sheets/{token}: the sheet as the link's retailer sees it (404: no longer available). */
export const getLineSheetView = (token: string, { signal }: { signal?: AbortSignal } = {}) =>
  call(publicLineSheetEndpoints.view, { params: { token }, signal });

/** The buyer's page: one fetch per open (each open is counted), not refetched on focus. */
export const useLineSheetView = (token: string) =>
  useQuery({
    queryKey: lineSheetKeys.view(token),
    queryFn: ({ signal }) => getLineSheetView(token, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** The public PDF's address, for a plain link on the buyer's page (`<a href download>`). */
export const lineSheetViewPdfHref = (token: string) =>
  `${API_BASE}${pathOf(publicLineSheetEndpoints.pdf, { token })}`;
