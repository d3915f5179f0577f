import { PageHeader } from '@apparel/ui';

/** Scaffolding: this remote's own issue fills the page. */
export default function MediaPage() {
  return <PageHeader title="Media Manager" />;
}
