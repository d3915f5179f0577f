import { useMediaList } from '@apparel/api-client';
import { MEDIA_TYPE_FILTERS } from '@apparel/contracts';
import { EmptyState, ListPager, PageHeader, QueryState, useListParams } from '@apparel/ui';
import { MediaFilters } from '../features/media/MediaFilters';
import { MediaGrid } from '../features/media/MediaGrid';
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
  const media = useMediaList({ page, filename: filters.filename, type });

  return (
    <>
      <PageHeader title={MEDIA_TEXTS.heading} />
      <MediaFilters applied={{ filename: filters.filename, type }} onApply={setFilters} />
      <MediaUploader onUploaded={() => setPage(1)} />
      {/* QueryState renders the cards from a deferred copy of the answer: in slices, not in one long task. */}
      <QueryState query={media} failure={MEDIA_TEXTS.loadFailed}>
        {(data) => (
          <>
            {data.items.length > 0 ? (
              <MediaGrid items={data.items} />
            ) : (
              <EmptyState message={MEDIA_TEXTS.empty} />
            )}
            <ListPager
              prevNext
              label="Media pages"
              page={page}
              totalPages={data.totalPages}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
