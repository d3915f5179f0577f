import { MEDIA_TYPE_FILTERS } from '@apparel/contracts';
import { PageHeader, useListParams } from '@apparel/ui';
import { MediaFilters } from '../features/media/MediaFilters';
import { MediaResults } from '../features/media/MediaResults';
import { MediaUploader } from '../features/media/MediaUploader';
import { MEDIA_TEXTS } from '../shared/texts';

const typeOf = (value: string) => MEDIA_TYPE_FILTERS.find((type) => type === value) ?? '';

/** /media: the manufacturer's media library (product.md §2); filename, type and page kept in the URL. */
export default function MediaPage() {
  const { page, filters, setPage, setFilters } = useListParams({
    filters: ['filename', 'type'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
  });
  const type = typeOf(filters.type);

  return (
    <>
      <PageHeader title={MEDIA_TEXTS.heading} />
      <MediaFilters applied={{ filename: filters.filename, type }} onApply={setFilters} />
      <MediaUploader onUploaded={() => setPage(1)} />
      <MediaResults page={page} filename={filters.filename} type={type} onPage={setPage} />
    </>
  );
}
