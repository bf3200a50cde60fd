import type { BlockImage } from '../block-schemas.ts';

/** The canvas of the site's illustrations, for an image whose size the block does not say. */
export const DEFAULT_IMAGE_SIZE = { width: 560, height: 420 } as const;

/** An image block field as `<img>` attributes: no alt text when decorative, the default canvas when no size. */
export function imageAttributes(image: BlockImage) {
  return {
    src: image.src,
    alt: image.decorative ? '' : image.alt,
    width: image.width ?? DEFAULT_IMAGE_SIZE.width,
    height: image.height ?? DEFAULT_IMAGE_SIZE.height,
  };
}
