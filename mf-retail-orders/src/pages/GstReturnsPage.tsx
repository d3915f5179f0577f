import { useGstReturnSettings, useGstr1Summary, useProfile } from '@apparel/api-client';
import { formatDashboardDate, PageHeader, QueryState, useListParams } from '@apparel/ui';
import { Text } from '@mantine/core';
import { Gstr1Tables } from '../features/gst-returns/Gstr1Tables';
import { lastMonth, quarterOf } from '../features/gst-returns/gst-period';
import { PeriodPicker } from '../features/gst-returns/PeriodPicker';
import { ReturnCheck } from '../features/gst-returns/ReturnCheck';
import { ReturnDownloads } from '../features/gst-returns/ReturnDownloads';
import { TallyLedgerForm } from '../features/gst-returns/TallyLedgerForm';

/**
 * /gst-returns (product.md §18): a month's (or a quarterly filer's quarter's) GSTR-1 tables with their
 * totals and the check against the invoices, then the GSTR-1, e-way bill and Tally files.
 */
export default function GstReturnsPage() {
  const { filters, setFilters } = useListParams({
    filters: ['period'] as const,
    defaultSort: { by: 'period', order: 'desc' },
  });
  const profile = useProfile();
  const quarterly = profile.data?.manufacturer?.gstQuarterlyFiler === true;
  const latestMonth = lastMonth();
  const period = filters.period || (quarterly ? quarterOf(latestMonth) : latestMonth);
  const summary = useGstr1Summary(period);
  const settings = useGstReturnSettings();
  return (
    <>
      <PageHeader title="GST Returns" />
      <PeriodPicker
        period={period}
        quarterly={quarterly}
        latestMonth={latestMonth}
        onChange={(next) => setFilters({ period: next })}
      />
      <QueryState query={summary}>
        {(data) => (
          <>
            <Text mb="sm">
              GSTR-1 for {formatDashboardDate(data.from)} to {formatDashboardDate(data.to)} (return period{' '}
              {data.fp}
              {data.gstin ? `, GSTIN ${data.gstin}` : ''})
            </Text>
            <Gstr1Tables tables={data.tables} period={data.period} />
            <ReturnCheck summary={data} />
            <ReturnDownloads summary={data} />
          </>
        )}
      </QueryState>
      <QueryState query={settings}>{(data) => <TallyLedgerForm settings={data} />}</QueryState>
    </>
  );
}
