import { type MediaListParams, useMediaList } from '@apparel/api-client';
import { EmptyState, ListPager, QueryState } from '@apparel/ui';
import { MEDIA_TEXTS } from '../../shared/texts';
import { MediaGrid } from './MediaGrid';

interface MediaResultsProps extends MediaListParams {
  onPage: (page: number) => void;
}

/**
 * The listed files and their pager: the one part of /media the list's answer changes. The query lives
 * here, not in the page, so an answer (an urgent update, rendered in one task) re-renders this part
 * alone and not the page's filters and uploader (issue 20, phones). QueryState renders the cards from
 * a deferred copy of the answer: in slices, not in one long task.
 */
export function MediaResults({ page, filename, type, onPage }: MediaResultsProps) {
  const media = useMediaList({ page, filename, type });
  return (
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
            onChange={onPage}
          />
        </>
      )}
    </QueryState>
  );
}
