import { PageHeader } from '@apparel/ui';

/** Scaffolding: this remote's own issue fills the page. */
export default function ProductListPage() {
  return <PageHeader title="Products" />;
}
