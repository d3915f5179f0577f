import type { ReactNode } from 'react';
import { LoadFailure } from './LoadFailure';
import { Loading } from './Loading';
import { PageHeader } from './PageHeader';

interface RecordPageProps {
  title: string;
  /** The stored record's query; absent on a create page, which has nothing to load. */
  record?: { isPending: boolean; isError: boolean };
  /** Worded as SPEC 8 gives it, e.g. "Failed to load manufacturer." */
  loadFailedMessage: string;
  /** Where the Back button of a load failure goes. */
  backTo: string;
  /** The form, shown once the record is there. */
  children: ReactNode;
}

/** A create, edit or view page: its heading, then "Loading...", the load failure with Back, or the form. */
export function RecordPage({ title, record, loadFailedMessage, backTo, children }: RecordPageProps) {
  const body = () => {
    if (record?.isPending) return <Loading />;
    if (record?.isError) return <LoadFailure message={loadFailedMessage} backTo={backTo} />;
    return children;
  };
  return (
    <>
      <PageHeader title={title} />
      {body()}
    </>
  );
}
