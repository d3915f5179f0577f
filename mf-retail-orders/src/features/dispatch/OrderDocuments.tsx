import type { CreditNoteRef, DocumentRef } from '@apparel/contracts';
import { formatRupees } from '@apparel/ui';
import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

interface OrderDocumentsProps {
  invoices: DocumentRef[];
  creditNotes: CreditNoteRef[];
}

function DocumentList({ title, docs, base }: { title: string; docs: DocumentRef[]; base: string }) {
  return (
    <>
      <Title order={3} size="h5" mt="sm" mb="xs">
        {title}
      </Title>
      {docs.length === 0 ? (
        <Text c="dimmed">None yet</Text>
      ) : (
        <List>
          {docs.map((doc) => (
            <List.Item key={doc.id}>
              <Anchor underline="always" component={Link} to={`${base}/${doc.id}`}>
                {doc.number}
              </Anchor>{' '}
              of {doc.date}, {formatRupees(doc.total)}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/** The order's tax invoices and credit notes, each a link to its screen. */
export function OrderDocuments({ invoices, creditNotes }: OrderDocumentsProps) {
  return (
    <section aria-labelledby="order-documents-title">
      <Title order={2} size="h4" id="order-documents-title" mt="lg" mb="xs">
        Invoices and credit notes
      </Title>
      <DocumentList title="Invoices" docs={invoices} base="/invoices" />
      <DocumentList title="Credit notes" docs={creditNotes} base="/credit-notes" />
    </section>
  );
}
