import type { MediaItem } from '@apparel/contracts';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { MediaPickerButton } from '../media-picker/MediaPickerButton';
import { FileInput } from './FileInput';

interface SingleFileFieldProps {
  label: 'Catalog PDF' | 'Video File';
  accept: string;
  kind: 'catalogs' | 'videos';
  /** The stored file, shown as a View link. */
  storedUrl: string | null;
  /** A new file to upload, or a library file picked instead (never both). */
  file: File | null;
  picked: MediaItem | null;
  onChange: (next: { file: File | null; picked: MediaItem | null }) => void;
}

/** Catalog PDF or Video File: the stored file's View link, the replacement chosen or picked, the picker. */
export function SingleFileField({
  label,
  accept,
  kind,
  storedUrl,
  file,
  picked,
  onChange,
}: SingleFileFieldProps) {
  return (
    <FileInput
      label={label}
      accept={accept}
      onFiles={([chosen]) => onChange({ file: chosen ?? null, picked: null })}
      alternative={
        <MediaPickerButton kind={kind} onPick={([item]) => onChange({ file: null, picked: item ?? null })} />
      }
    >
      {storedUrl ? (
        <Anchor href={storedUrl} target="_blank" rel="noopener" size="sm" aria-label={`View ${label}`}>
          View
        </Anchor>
      ) : null}
      {file ? <Chosen name={file.name} onClear={() => onChange({ file: null, picked: null })} /> : null}
      {picked ? (
        <Chosen
          name={picked.filename}
          url={picked.url}
          onClear={() => onChange({ file: null, picked: null })}
        />
      ) : null}
    </FileInput>
  );
}

/** The replacement by name (a picked library file with its View link) and a Remove button. */
function Chosen({ name, url, onClear }: { name: string; url?: string; onClear: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" truncate>
        {name}
      </Text>
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener" size="sm" aria-label={`View ${name}`}>
          View
        </Anchor>
      ) : null}
      <Button variant="subtle" size="compact-xs" onClick={onClear} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </Group>
  );
}
