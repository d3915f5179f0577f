import { errorMessage, useMediaList } from '@apparel/api-client';
import { EmptyState, ErrorBanner, Loading, PageHeader, PrevNextPager } from '@apparel/ui';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MediaFilters, type MediaFilterValues } from '../features/media/MediaFilters';
import { MediaGrid } from '../features/media/MediaGrid';
import { MediaUploader } from '../features/media/MediaUploader';
import { MEDIA_TEXTS } from '../shared/texts';

const SEARCH_DELAY_MS = 300;

/** /media: the manufacturer's media library (SPEC 2). */
export default function MediaPage() {
  const [filters, setFilters] = useState<MediaFilterValues>({ filename: '', type: '' });
  const [page, setPage] = useState(1);
  const [filename] = useDebouncedValue(filters.filename.trim(), SEARCH_DELAY_MS);
  const media = useMediaList({ page, filename, type: filters.type });

  const changeFilters = (next: MediaFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <>
      <PageHeader title={MEDIA_TEXTS.heading} />
      <MediaFilters values={filters} onChange={changeFilters} />
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
          <PrevNextPager
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
