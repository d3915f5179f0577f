import {
  errorMessage,
  useDownloadEWayBills,
  useDownloadGstr1Json,
  useDownloadTallyXml,
} from '@apparel/api-client';
import type { Gstr1Summary } from '@apparel/contracts';
import { notifyError } from '@apparel/ui';
import { Alert, Button, Group, List, Text, Title } from '@mantine/core';

const onError = { onError: (error: Error) => notifyError(errorMessage(error)) };

/** The three files of the period: GSTR-1 for the GST portal, e-way bills for NIC, the Tally import. */
export function ReturnDownloads({ summary }: { summary: Gstr1Summary }) {
  const gstr1 = useDownloadGstr1Json();
  const eWayBills = useDownloadEWayBills();
  const tally = useDownloadTallyXml();
  const { count, problems } = summary.eWayBills;
  return (
    <section aria-labelledby="gst-downloads-title">
      <Title order={2} size="h4" id="gst-downloads-title" mt="lg" mb="sm">
        Downloads
      </Title>
      <Text mb="sm">
        {count === 1 ? '1 consignment needs' : `${count} consignments need`} an e-way bill this period.
      </Text>
      {problems.length > 0 ? (
        <Alert color="orange" mb="md" title="Add before downloading the e-way bills">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group>
        <Button loading={gstr1.isPending} onClick={() => gstr1.mutate(summary.period, onError)}>
          GSTR-1 JSON
        </Button>
        <Button
          variant="light"
          disabled={problems.length > 0}
          loading={eWayBills.isPending}
          onClick={() => eWayBills.mutate(summary.period, onError)}
        >
          E-way bills JSON
        </Button>
        <Button
          variant="light"
          loading={tally.isPending}
          onClick={() => tally.mutate(summary.period, onError)}
        >
          Tally XML
        </Button>
      </Group>
    </section>
  );
}
