import {
  type Retailer,
  type RetailerCreate,
  retailerCreateSchema,
  retailerUpdateSchema,
} from '@apparel/contracts';
import { ErrorBanner, UserFields, useListReturnPath } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { FormMode } from '../../shared/form-mode';
import { RetailerDetailsFields } from './RetailerDetailsFields';
import { type RetailerFormValues, toRetailerFormValues } from './retailer-form-values';

// Both schemas yield the create shape from the form's values; only create requires the password.
const resolvers = {
  create: zodResolver(retailerCreateSchema) as unknown as Resolver<
    RetailerFormValues,
    unknown,
    RetailerCreate
  >,
  edit: zodResolver(retailerUpdateSchema) as unknown as Resolver<RetailerFormValues, unknown, RetailerCreate>,
};

interface RetailerFormProps {
  mode: FormMode;
  /** The stored retailer (edit and view). */
  retailer?: Retailer;
  saving?: boolean;
  /** The last save's failure: the server's message or "Operation failed". */
  saveError?: string | null;
  onSave?: (retailer: RetailerCreate) => void;
}

/** Retailer Details and User Details, checked on submit only (product.md §5). */
export function RetailerForm({ mode, retailer, saving = false, saveError, onSave }: RetailerFormProps) {
  const form = useForm<RetailerFormValues, unknown, RetailerCreate>({
    resolver: mode === 'create' ? resolvers.create : resolvers.edit,
    defaultValues: toRetailerFormValues(retailer),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // Back and Cancel return to the list as it was left (its search, filters, sort and page).
  const listPath = useListReturnPath('/retailers/list');
  const viewPath = retailer ? `/retailers/${retailer.id}` : listPath;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => onSave?.(values))}>
        <Stack maw={860}>
          <ErrorBanner message={saveError} />
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Retailer Details
            </Title>
            <RetailerDetailsFields mode={mode} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              User Details
            </Title>
            <UserFields mode={mode} />
          </Paper>
          {mode === 'view' ? (
            <Group justify="flex-end">
              <Button component={Link} to={listPath} variant="default">
                Back
              </Button>
              <Button component={Link} to={`${viewPath}/edit`}>
                Edit
              </Button>
            </Group>
          ) : (
            <Group justify="flex-end">
              <Button component={Link} to={mode === 'edit' ? viewPath : listPath} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                {mode === 'create' ? 'Create Retailer' : 'Save Changes'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
