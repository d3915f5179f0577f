import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ConfirmButton } from './ConfirmButton';

interface RowActionsProps {
  /** The row's name for a screen reader: "Edit Navy", "Delete Navy". */
  record: string;
  /** Edit (or View): a link to the record's page, or a callback that opens its editor. */
  open: string | (() => void);
  /** The first action's word; product.md's lists say Edit, the orders list says View. */
  openLabel?: 'Edit' | 'View';
  /** product.md's confirmation for this list's Delete, e.g. "Delete product?". */
  confirm: string;
  onDelete: () => void;
  /** This row's delete is running: its Delete spins. */
  deleting: boolean;
  /** Another row's delete is running: this Delete waits. */
  deleteDisabled?: boolean;
}

/** The one pair of row actions: Edit (or View) and a Delete that asks product.md's question first. In
 * a plain row styled by class (`styles.css`), not Mantine's Group: a page of rows renders it twenty
 * times or more. */
export function RowActions(props: RowActionsProps) {
  const { record, open, openLabel = 'Edit', confirm, onDelete, deleting, deleteDisabled } = props;
  const name = `${openLabel} ${record}`;
  return (
    <div className="row-actions">
      {typeof open === 'string' ? (
        <Anchor component={Link} to={open} aria-label={name}>
          {openLabel}
        </Anchor>
      ) : (
        <Button size="xs" variant="default" onClick={open} aria-label={name}>
          {openLabel}
        </Button>
      )}
      <ConfirmButton
        size="xs"
        color="red"
        variant="light"
        confirm={confirm}
        confirmLabel="Delete"
        loading={deleting}
        disabled={deleteDisabled && !deleting}
        aria-label={`Delete ${record}`}
        onConfirm={onDelete}
      >
        Delete
      </ConfirmButton>
    </div>
  );
}
