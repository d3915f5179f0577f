import type { Invoice, TaxParty } from '@apparel/contracts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';

function Party({ title, party }: { title: string; party: TaxParty }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <Text fw={600}>{party.name}</Text>
      <Text size="sm">{party.address}</Text>
      <Text size="sm">
        {party.city}
        {party.pinCode ? ` ${party.pinCode}` : ''}
      </Text>
      <Text size="sm">
        State: {party.state} (code {party.stateCode})
      </Text>
      <Text size="sm">GSTIN: {party.gstin ?? 'Unregistered'}</Text>
    </Paper>
  );
}

type DocumentHead = Pick<Invoice, 'supplier' | 'recipient' | 'placeOfSupply' | 'reverseCharge'>;

/** Supplier, recipient, place of supply and reverse charge, as Rule 46 asks. */
export function TaxParties({ doc }: { doc: DocumentHead }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
        <Party title="Supplier" party={doc.supplier} />
        <Party title="Recipient" party={doc.recipient} />
      </SimpleGrid>
      <Text mb="md">
        Place of supply: {doc.placeOfSupply.state} ({doc.placeOfSupply.stateCode}) · Reverse charge:{' '}
        {doc.reverseCharge}
      </Text>
    </>
  );
}
