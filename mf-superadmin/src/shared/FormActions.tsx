import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { FormMode } from './form-mode';

interface FormActionsProps {
  mode: FormMode;
  /** Back (view) and Cancel (create) return to the list. */
  listPath: string;
  /** The record's own pages: Cancel in edit returns to view; Edit in view opens edit. */
  viewPath?: string;
  editPath?: string;
  /** "Create Admin", "Save Changes", ... */
  submitLabel: string;
  saving: boolean;
}

/** The buttons under a create/edit/view form: view leads to edit, edit cancels back to view. */
export function FormActions({ mode, listPath, viewPath, editPath, submitLabel, saving }: FormActionsProps) {
  if (mode === 'view') {
    return (
      <Group justify="flex-end">
        <Button component={Link} to={listPath} variant="default">
          Back
        </Button>
        <Button component={Link} to={editPath ?? listPath}>
          Edit
        </Button>
      </Group>
    );
  }
  const cancelPath = mode === 'edit' ? (viewPath ?? listPath) : listPath;
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
