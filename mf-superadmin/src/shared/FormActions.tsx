import { useListReturnPath } from '@apparel/ui';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

interface FormActionsProps {
  mode: 'create' | 'edit';
  /** Cancel on create returns to the list, as the user left it. */
  listPath: string;
  /** Cancel on edit returns to the record's view page. */
  viewPath?: string;
  /** "Create Admin", "Save Changes", ... */
  submitLabel: string;
  saving: boolean;
}

/** The buttons under a create/edit form: Cancel (to the list, or from edit to view) and submit. */
export function FormActions({ mode, listPath, viewPath, submitLabel, saving }: FormActionsProps) {
  const list = useListReturnPath(listPath);
  const cancelPath = mode === 'edit' ? (viewPath ?? list) : list;
  return (
    <Group justify="flex-end">
      <Button component={Link} to={cancelPath} variant="default">
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
