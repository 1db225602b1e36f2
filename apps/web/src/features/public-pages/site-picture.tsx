import type { SiteImage } from '../../content/images';

interface SitePictureProps {
  image: SiteImage;
  className?: string;
  /** The main picture at the top of a page: loaded first instead of lazily. */
  priority?: boolean;
  /** Hide from screen readers when the text next to it already says the same. */
  decorative?: boolean;
  /** Scale to the width of its box (default); false when `className` sets the size. */
  fluid?: boolean;
}

/** An illustration of the content folder, with its size (no layout shift) and alt text. */
export function SitePicture({
  image,
  className = '',
  priority = false,
  decorative = false,
  fluid = true,
}: SitePictureProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={fluid ? `h-auto w-full ${className}` : className}
    />
  );
}
