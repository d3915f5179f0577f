import { errorMessage } from '@apparel/api-client';
import type { ReactNode } from 'react';
import { useListReturnPath } from '../lists/list-return';
import { LoadFailure } from './LoadFailure';
import { Loading } from './Loading';
import { PageHeader } from './PageHeader';
import { type ListLink, RecordBreadcrumbs } from './RecordBreadcrumbs';

interface RecordPageProps {
  title: string;
  /** The stored record's query; absent on a create page, which has nothing to load. */
  record?: { isPending: boolean; isError: boolean; error?: unknown };
  /** Worded as product.md §8 gives it, e.g. "Failed to load manufacturer." */
  loadFailedMessage: string;
  /** The list this record belongs to: the breadcrumb and the load failure's Back return to it. */
  list: ListLink;
  /** Buttons beside the heading (e.g. Edit in view mode). */
  actions?: ReactNode;
  /** The form or the details, shown once the record is there. */
  children: ReactNode;
}

/**
 * A create, edit or view page: breadcrumbs to its list, its h1, then "Loading...", the load failure
 * (product.md's message, the reason, Back), or the page's body.
 */
export function RecordPage({ title, record, loadFailedMessage, list, actions, children }: RecordPageProps) {
  const backTo = useListReturnPath(list.path);
  const body = () => {
    if (record?.isPending) return <Loading />;
    if (record?.isError)
      return (
        <LoadFailure message={loadFailedMessage} reason={errorMessage(record.error, '')} backTo={backTo} />
      );
    return children;
  };
  return (
    <>
      <PageHeader
        title={title}
        above={<RecordBreadcrumbs list={list} current={title} />}
        actions={record?.isError ? undefined : actions}
      />
      {body()}
    </>
  );
}
