import { errorMessage, useMediaList } from '@apparel/api-client';
import type { MediaItem, MediaTypeFilter } from '@apparel/contracts';
import { EmptyState, ErrorBanner, ListPager, Loading, useIsPhone } from '@apparel/ui';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MediaChoices } from './MediaChoices';
import { LIBRARY_TEXTS, PICKER_KINDS } from './picker-texts';

const SEARCH_DELAY_MS = 300;

interface MediaPickerModalProps {
  /** The library's type filter, fixed to what the field takes. */
  kind: MediaTypeFilter;
  /** Several files (images) or one. */
  multiple: boolean;
  /** How many more may be chosen (the product's image limit). */
  limit?: number;
  opened: boolean;
  onClose: () => void;
  onPick: (items: MediaItem[]) => void;
}

/** A dialog listing the media library (search, the field's type, Prev/Next) to choose files from. */
export function MediaPickerModal({ kind, opened, onClose, ...body }: MediaPickerModalProps) {
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={PICKER_KINDS[kind].title}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted on each opening: the search, page and choice start afresh. */}
      <MediaPickerBody kind={kind} onClose={onClose} {...body} />
    </Modal>
  );
}

function MediaPickerBody({
  kind,
  multiple,
  limit = Number.POSITIVE_INFINITY,
  onClose,
  onPick,
}: Omit<MediaPickerModalProps, 'opened'>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MediaItem[]>([]);
  const [filename] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const media = useMediaList({ page, filename, type: kind });
  const full = multiple && chosen.length >= limit;

  const toggle = (item: MediaItem) => {
    const isChosen = chosen.some((c) => c.id === item.id);
    if (!multiple) setChosen([item]);
    else setChosen(isChosen ? chosen.filter((c) => c.id !== item.id) : [...chosen, item]);
  };

  return (
    <Stack>
      <TextInput
        label={LIBRARY_TEXTS.search}
        type="search"
        value={search}
        data-autofocus
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {media.isPending ? <Loading /> : null}
      {media.isError ? <ErrorBanner message={errorMessage(media.error, LIBRARY_TEXTS.loadFailed)} /> : null}
      {media.data ? (
        <>
          {media.data.items.length > 0 ? (
            <MediaChoices
              items={media.data.items}
              multiple={multiple}
              chosen={chosen}
              full={full}
              label="Library files"
              onToggle={toggle}
            />
          ) : (
            <EmptyState message={LIBRARY_TEXTS.empty} />
          )}
          <ListPager
            prevNext
            label="Library pages"
            page={page}
            totalPages={media.data.totalPages}
            onChange={setPage}
          />
        </>
      ) : null}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {LIBRARY_TEXTS.selected(chosen.length)}
          {full ? ` · ${LIBRARY_TEXTS.full}` : ''}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {LIBRARY_TEXTS.cancel}
          </Button>
          <Button
            disabled={chosen.length === 0}
            onClick={() => {
              onPick(chosen);
              onClose();
            }}
          >
            {LIBRARY_TEXTS.confirm}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
