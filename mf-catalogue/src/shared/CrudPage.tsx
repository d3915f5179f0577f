import { errorMessage } from '@apparel/api-client';
import {
  type DataColumn,
  DataTable,
  ErrorBanner,
  ListPager,
  ListSearch,
  type ListSort,
  notifySuccess,
  PageHeader,
  pageCount,
  QueryState,
  RowActions,
} from '@apparel/ui';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { NameDescriptionModal, type NameDescriptionValues } from './NameDescriptionModal';
import { deletedToast, savedToast } from './texts';
import { useItemEditor } from './use-item-editor';

type Item = {
  id: number;
  name: string;
  description: string | null;
  isActive?: boolean;
  defaultHsn?: string | null;
};

/** What the page's list query holds: one page of rows, or how it failed. */
export interface CrudList<Row extends Item> {
  rows: Row[] | undefined;
  total: number;
  pageSize: number;
  isPending: boolean;
  error: Error | null;
}

/** The list's state from the URL (useListParams). */
export interface CrudListState {
  page: number;
  q: string;
  sort: ListSort;
  setPage: (page: number) => void;
  setSearch: (q: string) => void;
  toggleSort: (by: string) => void;
}

interface CrudPageProps<Row extends Item> {
  title: string;
  /** The thing's name: "Color" makes "+ Add Color", "Edit Color", "Search colors". */
  label: string;
  addButton: string;
  /** Shown above the list (the sub-categories page's "Select Category"); no list until `ready`. */
  before?: ReactNode;
  ready?: boolean;
  list: CrudList<Row>;
  state: CrudListState;
  /** The columns before the row actions. */
  columns: DataColumn<Row>[];
  emptyMessage: string;
  /** product.md's delete question for this page. */
  deleteConfirm: string;
  /** product.md §8's fallbacks when the server gives no message. */
  failures: { load?: string; create: string; update: string; delete: string };
  schema: NameDescriptionModalSchema;
  withActive?: boolean;
  withDefaultHsn?: boolean;
  /** Adds (item undefined) or edits; the promise settles when the server answers. */
  save: (values: NameDescriptionValues, item: Row | undefined) => Promise<unknown>;
  saving: boolean;
  remove: (item: Row) => Promise<unknown>;
  /** The row whose delete runs. */
  deletingId: number | null;
}

type NameDescriptionModalSchema = z.ZodType<
  unknown,
  { name: string; description?: string | null; isActive?: boolean; defaultHsn?: string | null }
>;

/**
 * The one page of the attribute, category and sub-category screens: heading and add button, search,
 * sortable paged table with Edit and Delete per row, the add/edit modal, and failures in a
 * dismissible banner (inside the modal while it is open).
 */
export function CrudPage<Row extends Item>(props: CrudPageProps<Row>) {
  const { title, label, list, state, failures, ready = true } = props;
  const editor = useItemEditor<Row>();
  const fail = (fallback: string) => (error: unknown) => editor.setError(errorMessage(error, fallback));

  const onSave = (values: NameDescriptionValues) => {
    const adding = !editor.item;
    return props.save(values, editor.item).then(
      () => {
        editor.close();
        notifySuccess(savedToast(label, adding));
      },
      fail(adding ? failures.create : failures.update),
    );
  };
  const onDelete = (item: Row) =>
    props.remove(item).then(() => notifySuccess(deletedToast(label)), fail(failures.delete));

  const columns: DataColumn<Row>[] = [
    ...props.columns,
    {
      header: 'Actions',
      cell: (item) => (
        <RowActions
          record={item.name}
          open={() => editor.openEdit(item)}
          confirm={props.deleteConfirm}
          onDelete={() => onDelete(item)}
          deleting={props.deletingId === item.id}
          deleteDisabled={props.deletingId !== null}
        />
      ),
    },
  ];
  const many = `${label.toLowerCase()}s`;

  return (
    <>
      <PageHeader
        title={title}
        actions={ready ? <Button onClick={editor.openNew}>{props.addButton}</Button> : undefined}
      />
      {editor.opened ? null : <ErrorBanner message={editor.error} onClose={editor.dismissError} />}
      {props.before}
      {ready ? (
        <>
          <ListSearch label={`Search ${many}`} applied={state.q} onApply={state.setSearch} />
          <QueryState
            query={{
              isPending: list.isPending,
              isError: !!list.error,
              error: list.error,
              data: list.rows,
            }}
            failure={(error) => errorMessage(error, failures.load)}
            empty={{ when: (rows) => rows.length === 0, message: props.emptyMessage }}
          >
            {(rows) => (
              <DataTable
                columns={columns}
                rows={rows}
                rowKey={(item) => item.id}
                minWidth={560}
                sort={state.sort}
                onSort={state.toggleSort}
                summary={`${list.total} ${list.total === 1 ? label.toLowerCase() : many}`}
              />
            )}
          </QueryState>
          {list.total ? (
            <ListPager
              label={`${label} pages`}
              page={state.page}
              totalPages={pageCount(list.total, list.pageSize)}
              onChange={state.setPage}
            />
          ) : null}
        </>
      ) : null}
      <NameDescriptionModal
        key={title}
        title={editor.item ? `Edit ${label}` : `Add ${label}`}
        opened={editor.opened}
        initial={editor.item}
        withActive={props.withActive}
        withDefaultHsn={props.withDefaultHsn}
        schema={props.schema}
        saving={props.saving}
        error={editor.error}
        onDismissError={editor.dismissError}
        onClose={editor.close}
        onSave={onSave}
      />
    </>
  );
}
