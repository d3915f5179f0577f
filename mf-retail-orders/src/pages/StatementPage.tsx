import { errorMessage, useDownloadStatementPdf, useStatement } from '@apparel/api-client';
import { formatRupees } from '@apparel/contracts';
import { DetailsList, ErrorBanner, Loading, notifyError, PageHeader } from '@apparel/ui';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { SendStatementButton } from '../features/statement/SendStatementButton';
import { StatementRange } from '../features/statement/StatementRange';
import { StatementTable } from '../features/statement/StatementTable';

/**
 * /retailers/:id/statement?from&to: the retailer's statement of account (product.md §16) on screen,
 * as an A4 PDF, and sent on WhatsApp; without dates, the financial year to today.
 */
export default function StatementPage() {
  const retailerId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const query = { from: params.get('from') || undefined, to: params.get('to') || undefined };
  const statement = useStatement(retailerId, query);
  const pdf = useDownloadStatementPdf();
  if (statement.isPending) return <Loading />;
  if (statement.isError)
    return (
      <>
        <PageHeader title="Statement of account" />
        <ErrorBanner message={errorMessage(statement.error, statement.error.message)} />
      </>
    );
  const { data } = statement;
  return (
    <>
      <PageHeader
        title={`Statement of account: ${data.retailer.name}`}
        actions={
          <Group gap="sm">
            <Button
              variant="light"
              loading={pdf.isPending}
              onClick={() =>
                pdf.mutate(
                  { retailerId, query: { from: data.from, to: data.to } },
                  { onError: (error) => notifyError(errorMessage(error)) },
                )
              }
            >
              Download PDF
            </Button>
            <SendStatementButton statement={data} />
          </Group>
        }
      />
      <Text mb="md">
        {/* Underlined: a link inside a line of text must not rely on colour alone (axe, dark scheme). */}
        <Anchor component={Link} to={`/retailers/${retailerId}`} underline="always">
          {data.retailer.name}
        </Anchor>{' '}
        · Mobile {data.retailer.mobile}
      </Text>
      <StatementRange
        key={`${data.from}-${data.to}`}
        from={data.from}
        to={data.to}
        onApply={(range) => setParams(range)}
      />
      <Paper withBorder p="md" mb="md">
        <DetailsList
          details={[
            { label: 'Opening balance', value: formatRupees(data.opening) },
            { label: 'Closing balance', value: formatRupees(data.closing) },
            { label: 'Amount due today', value: formatRupees(data.amountDue) },
            { label: 'Overdue today', value: formatRupees(data.overdue) },
          ]}
        />
      </Paper>
      <StatementTable statement={data} />
    </>
  );
}
