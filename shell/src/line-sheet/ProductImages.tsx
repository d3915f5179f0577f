import type { LineSheetProduct } from '@apparel/contracts';

interface ProductImagesProps {
  images: LineSheetProduct['images'];
  name: string;
  eager: boolean;
}

/** The style's thumbnails (a few tens of KB each), each a link to its full image. */
export function ProductImages({ images, name, eager }: ProductImagesProps) {
  if (images.length === 0) return <div className="ls-no-image" aria-hidden="true" />;
  const [first, ...more] = images;
  return (
    <div className="ls-images">
      {first ? (
        <a href={first.url} className="ls-image-main">
          <img
            src={first.thumbUrl}
            alt={name}
            width={112}
            height={112}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        </a>
      ) : null}
      {more.map((image, index) => (
        <a key={image.url} href={image.url} className="ls-image-more">
          <img
            src={image.thumbUrl}
            alt={`${name}, view ${index + 2}`}
            width={52}
            height={52}
            loading="lazy"
            decoding="async"
          />
        </a>
      ))}
    </div>
  );
}
