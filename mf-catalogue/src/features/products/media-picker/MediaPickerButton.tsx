import type { MediaItem, MediaTypeFilter } from '@apparel/contracts';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MediaPickerModal } from './MediaPickerModal';
import { PICKER_KINDS } from './picker-texts';

interface MediaPickerButtonProps {
  kind: MediaTypeFilter;
  multiple?: boolean;
  limit?: number;
  onPick: (items: MediaItem[]) => void;
}

/** "Choose … from library": opens the picker; focus comes back to the button when it closes. */
export function MediaPickerButton({ kind, multiple = false, limit, onPick }: MediaPickerButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" size="xs" onClick={open} style={{ alignSelf: 'flex-start' }}>
        {PICKER_KINDS[kind].button}
      </Button>
      <MediaPickerModal
        kind={kind}
        multiple={multiple}
        limit={limit}
        opened={opened}
        onClose={close}
        onPick={onPick}
      />
    </>
  );
}
