import { errorMessage, useMediaList } from '@apparel/api-client';
import { MEDIA_TYPE_FILTERS } from '@apparel/contracts';
import { EmptyState, ErrorBanner, ListPager, Loading, PageHeader, useListParams } from '@apparel/ui';
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
      {media.isPending ? <Loading /> : null}
      {media.isError ? <ErrorBanner message={errorMessage(media.error, MEDIA_TEXTS.loadFailed)} /> : null}
      {media.data ? (
        <>
          {media.data.items.length > 0 ? (
            <MediaGrid items={media.data.items} />
          ) : (
            <EmptyState message={MEDIA_TEXTS.empty} />
          )}
          <ListPager
            prevNext
            label="Media pages"
            page={page}
            totalPages={media.data.totalPages}
            onChange={setPage}
          />
        </>
      ) : null}
    </>
  );
}
