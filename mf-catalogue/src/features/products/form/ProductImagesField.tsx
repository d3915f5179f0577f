import { MAX_PRODUCT_IMAGES, type MediaItem } from '@apparel/contracts';
import { CloseButton, Group, Image, Text } from '@mantine/core';
import { MediaPickerButton } from '../media-picker/MediaPickerButton';
import { FileInput } from './FileInput';
import type { ProductFilesState } from './product-files';

/** The types the server accepts (checked again there by content). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface ProductImagesFieldProps {
  files: ProductFilesState;
  update: (patch: Partial<ProductFilesState>) => void;
}

/**
 * Product Images: the kept and picked images as removable thumbnails, in the order the product keeps
 * them, the new files by name, a file input and the media library picker.
 */
export function ProductImagesField({ files, update }: ProductImagesFieldProps) {
  const thumbnails = [
    ...files.keptImages.map((url) => ({
      url,
      remove: () => update({ keptImages: files.keptImages.filter((kept) => kept !== url) }),
    })),
    ...files.pickedImages.map((item) => ({
      url: item.url,
      remove: () => update({ pickedImages: files.pickedImages.filter((picked) => picked.id !== item.id) }),
    })),
  ];
  const addPicked = (items: MediaItem[]) => {
    const shown = new Set(thumbnails.map((thumbnail) => thumbnail.url));
    update({ pickedImages: [...files.pickedImages, ...items.filter((item) => !shown.has(item.url))] });
  };
  const room = MAX_PRODUCT_IMAGES - thumbnails.length - files.newImages.length;

  return (
    <FileInput
      label="Product Images"
      accept={IMAGE_TYPES}
      multiple
      onFiles={(chosen) => update({ newImages: [...files.newImages, ...chosen] })}
      alternative={<MediaPickerButton kind="images" multiple limit={Math.max(0, room)} onPick={addPicked} />}
    >
      {thumbnails.length ? (
        <Group gap="xs">
          {thumbnails.map(({ url, remove }, index) => (
            <div key={url} style={{ position: 'relative' }}>
              <Image src={url} alt={`Product image ${index + 1}`} w={64} h={64} fit="cover" radius="sm" />
              <CloseButton
                size="sm"
                variant="filled"
                pos="absolute"
                top={-6}
                right={-6}
                aria-label={`Remove image ${index + 1}`}
                onClick={remove}
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
  );
}
