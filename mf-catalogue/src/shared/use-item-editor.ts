import { useState } from 'react';

/** Which item the add/edit modal shows (null: closed; 'new': adding) and the page's last failure. */
export function useItemEditor<Item>() {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    editing,
    /** The item being edited, or undefined when adding. */
    item: editing === 'new' || editing === null ? undefined : editing,
    opened: editing !== null,
    openNew: () => {
      setError(null);
      setEditing('new');
    },
    openEdit: (item: Item) => {
      setError(null);
      setEditing(item);
    },
    close: () => {
      setError(null);
      setEditing(null);
    },
    error,
    setError,
    dismissError: () => setError(null),
  };
}
