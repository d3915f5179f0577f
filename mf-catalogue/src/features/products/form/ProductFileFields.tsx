import { Anchor, Button, CloseButton, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** The types the server accepts (checked again there by content). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const PDF_TYPES = 'application/pdf,.pdf';
const VIDEO_TYPES = 'video/mp4,video/webm';

/** New and kept files of the form, beside its values. */
export interface ProductFilesState {
  /** Stored image URLs the product keeps (edit). */
  keptImages: string[];
  newImages: File[];
  catalog: File | null;
  video: File | null;
}

interface ProductFileFieldsProps {
  files: ProductFilesState;
  onChange: (files: ProductFilesState) => void;
  /** The stored catalogue PDF and video, shown as View links. */
  catalogUrl: string | null;
  videoUrl: string | null;
}

/** A native file input reached by its visible label. */
function FileInput({
  label,
  accept,
  multiple,
  onFiles,
  children,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Input.Wrapper label={label} id={id}>
      <Stack gap={6} mt={4}>
        {children}
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          onChange={(event) => {
            onFiles([...(event.currentTarget.files ?? [])]);
            // The same file can be chosen again after it was removed from the list.
            event.currentTarget.value = '';
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}

/** Product Images (several, kept ones as removable thumbnails), Catalog PDF and Video File. */
export function ProductFileFields({ files, onChange, catalogUrl, videoUrl }: ProductFileFieldsProps) {
  const update = (patch: Partial<ProductFilesState>) => onChange({ ...files, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <FileInput
        label="Product Images"
        accept={IMAGE_TYPES}
        multiple
        onFiles={(chosen) => update({ newImages: [...files.newImages, ...chosen] })}
      >
        {files.keptImages.length ? (
          <Group gap="xs">
            {files.keptImages.map((url, index) => (
              <div key={url} style={{ position: 'relative' }}>
                <Image src={url} alt={`Product image ${index + 1}`} w={64} h={64} fit="cover" radius="sm" />
                <CloseButton
                  size="sm"
                  variant="filled"
                  pos="absolute"
                  top={-6}
                  right={-6}
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => update({ keptImages: files.keptImages.filter((kept) => kept !== url) })}
                />
              </div>
            ))}
          </Group>
        ) : null}
        {files.newImages.map((file, index) => (
          <Group key={`${file.name}-${file.size}-${file.lastModified}`} gap={4} wrap="nowrap">
            <Text size="sm" truncate>
              {file.name}
            </Text>
            <CloseButton
              size="sm"
              aria-label={`Remove ${file.name}`}
              onClick={() => update({ newImages: files.newImages.filter((_, i) => i !== index) })}
            />
          </Group>
        ))}
      </FileInput>
      <FileInput
        label="Catalog PDF"
        accept={PDF_TYPES}
        onFiles={([file]) => update({ catalog: file ?? null })}
      >
        {catalogUrl ? (
          <Anchor href={catalogUrl} target="_blank" rel="noopener" size="sm" aria-label="View Catalog PDF">
            View
          </Anchor>
        ) : null}
        {files.catalog ? <ChosenFile file={files.catalog} onClear={() => update({ catalog: null })} /> : null}
      </FileInput>
      <FileInput
        label="Video File"
        accept={VIDEO_TYPES}
        onFiles={([file]) => update({ video: file ?? null })}
      >
        {videoUrl ? (
          <Anchor href={videoUrl} target="_blank" rel="noopener" size="sm" aria-label="View Video File">
            View
          </Anchor>
        ) : null}
        {files.video ? <ChosenFile file={files.video} onClear={() => update({ video: null })} /> : null}
      </FileInput>
    </SimpleGrid>
  );
}

function ChosenFile({ file, onClear }: { file: File; onClear: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" truncate>
        {file.name}
      </Text>
      <Button variant="subtle" size="compact-xs" onClick={onClear} aria-label={`Remove ${file.name}`}>
        Remove
      </Button>
    </Group>
  );
}
