import type { Invoice } from '@apparel/contracts';
import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router-dom';
import { CreditNoteForm } from './CreditNoteForm';

/** "Credit note": the return form in a dialog, then the new credit note's screen. */
export function CreditNoteAction({
  invoice,
}: {
  invoice: Pick<Invoice, 'id' | 'number' | 'lines' | 'returned'>;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="default" onClick={open}>
        Credit note
      </Button>
      <Modal opened={opened} onClose={close} title={`Credit note against ${invoice.number}`} size="xl">
        <CreditNoteForm
          invoice={invoice}
          onCancel={close}
          onDone={(note) => {
            close();
            navigate(`/credit-notes/${note.id}`);
          }}
        />
      </Modal>
    </>
  );
}
