import { ErrorBanner } from '@apparel/ui';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';

/** What a note's rule answers (the contracts' schema of the action's body). */
interface NoteRule {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true; data: { note: string } }
    | { success: false; error: { issues: { message: string }[] } };
}

interface RequiredNoteDialogProps {
  opened: boolean;
  title: string;
  /** What the action does, above the note. */
  children: ReactNode;
  /** The note's hint under its label. */
  noteHint: string;
  confirmLabel: string;
  /** The contracts' rule of the body: the note is required. */
  rule: NoteRule;
  pending: boolean;
  /** The last attempt's failure (the server's message). */
  error?: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

type NoteFormProps = Omit<RequiredNoteDialogProps, 'opened' | 'title'> & { label: string };

/** The dialog's form; it leaves the page when the dialog closes, so each opening starts empty. */
function NoteForm({
  label,
  children,
  noteHint,
  confirmLabel,
  rule,
  pending,
  error,
  onConfirm,
  onClose,
}: NoteFormProps) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = rule.safeParse({ note });
    if (checked.success) onConfirm(checked.data.note);
    else setNoteError(checked.error.issues[0]?.message);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack>
        {children}
        <ErrorBanner message={error} />
        <Textarea
          label="Note"
          description={noteHint}
          withAsterisk
          rows={3}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteError(undefined);
          }}
          error={noteError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An action that must say why (reverse a payment, release a hold): a dialog with a required note. */
export function RequiredNoteDialog({ opened, title, ...form }: RequiredNoteDialogProps) {
  return (
    <Modal opened={opened} onClose={form.onClose} title={title}>
      <NoteForm label={title} {...form} />
    </Modal>
  );
}
