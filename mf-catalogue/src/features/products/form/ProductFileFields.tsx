import { SimpleGrid } from '@mantine/core';
import { ProductImagesField } from './ProductImagesField';
import type { ProductFilesState } from './product-files';
import { SingleFileField } from './SingleFileField';

/** The types the server accepts (checked again there by content). */
const PDF_TYPES = 'application/pdf,.pdf';
const VIDEO_TYPES = 'video/mp4,video/webm';

interface ProductFileFieldsProps {
  files: ProductFilesState;
  onChange: (files: ProductFilesState) => void;
  /** The stored catalogue PDF and video, shown as View links. */
  catalogUrl: string | null;
  videoUrl: string | null;
}

/** Product Images, Catalog PDF and Video File: each uploaded or picked from the media library. */
export function ProductFileFields({ files, onChange, catalogUrl, videoUrl }: ProductFileFieldsProps) {
  const update = (patch: Partial<ProductFilesState>) => onChange({ ...files, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <ProductImagesField files={files} update={update} />
      <SingleFileField
        label="Catalog PDF"
        accept={PDF_TYPES}
        kind="catalogs"
        storedUrl={catalogUrl}
        file={files.catalog}
        picked={files.pickedCatalog}
        onChange={({ file, picked }) => update({ catalog: file, pickedCatalog: picked })}
      />
      <SingleFileField
        label="Video File"
        accept={VIDEO_TYPES}
        kind="videos"
        storedUrl={videoUrl}
        file={files.video}
        picked={files.pickedVideo}
        onChange={({ file, picked }) => update({ video: file, pickedVideo: picked })}
      />
    </SimpleGrid>
  );
}
