import {
  receivableEndpoints as endpoints,
  type ReceivablesQuery,
  type StatementLinkCreate,
  type StatementQuery,
} from '@apparel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFrom } from './call';
import { receivableKeys } from './credit-keys';
import { saveDownloadedFile } from './http';

/** Per retailer outstanding, overdue and ageing, largest overdue first, with totals (`retailerId`: one row). */
export const getReceivables = (query: ReceivablesQuery = {}, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.list, { query: { ...query }, signal });

export const useReceivables = (query: ReceivablesQuery = {}) =>
  useQuery({
    queryKey: receivableKeys.list(query),
    queryFn: ({ signal }) => getReceivables(query, { signal }),
  });

/** The receivables as CSV, handed to the browser. */
export const useExportReceivables = () =>
  useMutation({
    mutationFn: async () => saveDownloadedFile(await downloadFrom(endpoints.export, 'receivables.csv')),
  });

/** A retailer's statement of account for India days `from`..`to` (defaults: the financial year to today). */
export const getStatement = (
  retailerId: number,
  query: StatementQuery = {},
  { signal }: { signal?: AbortSignal } = {},
) => call(endpoints.statement, { params: { id: retailerId }, query: { ...query }, signal });

export const useStatement = (retailerId: number, query: StatementQuery = {}) =>
  useQuery({
    queryKey: receivableKeys.statement(retailerId, query),
    queryFn: ({ signal }) => getStatement(retailerId, query, { signal }),
  });

export interface StatementPdfInput {
  retailerId: number;
  query?: StatementQuery;
}

/** The A4 statement PDF, handed to the browser. */
export const useDownloadStatementPdf = () =>
  useMutation({
    mutationFn: async ({ retailerId, query = {} }: StatementPdfInput) =>
      saveDownloadedFile(
        await downloadFrom(endpoints.statementPdf, `statement-${retailerId}.pdf`, {
          params: { id: retailerId },
          query: { ...query },
        }),
      ),
  });

/** The private links made to a retailer's statement PDF (to revoke one). */
export const useStatementLinks = (retailerId: number) =>
  useQuery({
    queryKey: receivableKeys.statementLinks(retailerId),
    queryFn: ({ signal }) => call(endpoints.statementLinks, { params: { id: retailerId }, signal }),
  });

export interface CreateStatementLinkInput {
  retailerId: number;
  range: StatementLinkCreate;
}

/**
 * "Send on WhatsApp": a private link to the statement PDF (`path` under the site's origin), for the
 * message built with `statementWhatsAppText` and `whatsAppLink` from the contracts.
 */
export const useCreateStatementLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ retailerId, range }: CreateStatementLinkInput) =>
      call(endpoints.createStatementLink, { params: { id: retailerId }, body: range }),
    onSuccess: (_link, { retailerId }) =>
      queryClient.invalidateQueries({ queryKey: receivableKeys.statementLinks(retailerId) }),
  });
};

/** Revokes a statement link: it answers 404 from then on. */
export const useRevokeStatementLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => call(endpoints.revokeStatementLink, { params: { id: linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...receivableKeys.all, 'statement-links'] }),
  });
};
