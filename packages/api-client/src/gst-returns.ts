import { gstReturnEndpoints as endpoints, type GstReturnSettings, type Gstr1Table } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFrom } from './call';
import { type DownloadedFile, saveDownloadedFile } from './http';

/** Query keys of the GST Returns screen (product.md §18). */
export const gstReturnKeys = {
  all: ['gst-returns'] as const,
  gstr1: (period: string) => [...gstReturnKeys.all, 'gstr1', period] as const,
  settings: () => [...gstReturnKeys.all, 'settings'] as const,
};

/** A period's GSTR-1 tables with counts and totals, and the check against its invoices (`period` YYYY-MM or YYYY-Qn). */
export const getGstr1Summary = (period: string, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.gstr1, { query: { period }, signal });

export const gstr1SummaryQueryOptions = (period: string) =>
  queryOptions({
    queryKey: gstReturnKeys.gstr1(period),
    queryFn: ({ signal }) => getGstr1Summary(period, { signal }),
  });

/** The last period's figures stay on screen while the next loads. */
export const useGstr1Summary = (period: string) =>
  useQuery({ ...gstr1SummaryQueryOptions(period), placeholderData: keepPreviousData });

/** The Tally ledger names (defaults until changed). */
export const useGstReturnSettings = () =>
  useQuery({
    queryKey: gstReturnKeys.settings(),
    queryFn: ({ signal }) => call(endpoints.readSettings, { signal }),
  });

export const useUpdateGstReturnSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GstReturnSettings) => call(endpoints.updateSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(gstReturnKeys.settings(), saved),
  });
};

/** A download handed to the browser's save dialog. */
const useSave = <Input>(fetchFile: (input: Input) => Promise<DownloadedFile>) =>
  useMutation({ mutationFn: async (input: Input) => saveDownloadedFile(await fetchFile(input)) });

/** GSTR-1 as the GST portal's offline tool imports it. */
export const useDownloadGstr1Json = () =>
  useSave((period: string) =>
    downloadFrom(endpoints.gstr1Json, `gstr1-${period}.json`, { query: { period } }),
  );

/** One GSTR-1 table in the Excel template's columns. */
export const useDownloadGstr1Csv = () =>
  useSave(({ period, table }: { period: string; table: Gstr1Table }) =>
    downloadFrom(endpoints.gstr1Csv, `gstr1-${table}-${period}.csv`, {
      params: { table },
      query: { period },
    }),
  );

/** The period's e-way bills in the NIC bulk upload format. */
export const useDownloadEWayBills = () =>
  useSave((period: string) =>
    downloadFrom(endpoints.eWayBills, `e-way-bills-${period}.json`, { query: { period } }),
  );

/** One consignment's e-way bill. */
export const useDownloadDispatchEWayBill = () =>
  useSave((dispatchId: number) =>
    downloadFrom(endpoints.dispatchEWayBill, `e-way-bill-${dispatchId}.json`, { params: { id: dispatchId } }),
  );

/** The period's sales and credit notes as a Tally Prime XML import. */
export const useDownloadTallyXml = () =>
  useSave((period: string) => downloadFrom(endpoints.tally, `tally-${period}.xml`, { query: { period } }));
