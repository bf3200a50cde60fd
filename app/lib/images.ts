/**
 * Uploaded images and their responsive variants. Every upload (JPEG, PNG or WebP) gets AVIF and WebP
 * copies at the widths below, stored next to the original under a predictable name, so a page can
 * build `srcset` from the image's URL alone:
 *
 *   /uploads/case-study-images/1732230000000-k3j9x2ab7q1z.png            the original
 *   /uploads/case-study-images/1732230000000-k3j9x2ab7q1z-w960.avif      a variant
 *
 * Variants never upscale: for an original narrower than a width, that variant has the original's
 * width. GIFs keep their animation and are served as uploaded (no variants). Images that are not
 * uploads (the built-in SVG illustrations, external addresses) get no variants either.
 */

export const UPLOAD_FOLDER = 'case-study-images';

/** Upload rules of SPEC 5 and 9, checked in the browser first and always again on the server. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MESSAGES = {
  tooLarge: 'File size must be less than 50MB',
  invalidType: 'Please upload a valid image file (JPEG, PNG, WebP, or GIF)',
  failed: 'Failed to upload image',
  uploaded: 'Image uploaded successfully',
  errorTitle: 'Upload Error',
} as const;

/** The browser-side check of a chosen file, before anything is sent: a message, or null when it may go. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** Widths of the generated variants, in pixels. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** The file name of an upload: timestamp, random string, extension (SPEC 7.4). */
export const UPLOAD_FILE_NAME = /^(\d{13})-([a-z0-9]{12})\.(jpg|png|webp|gif)$/;
/** The file name of a variant of an upload. */
export const VARIANT_FILE_NAME = /^(\d{13})-([a-z0-9]{12})-w(\d{2,4})\.(avif|webp)$/;

export const variantFileName = (base: string, width: number, format: ImageVariantFormat) =>
  `${base}-w${width}.${format}`;

export interface ImageSource {
  type: `image/${ImageVariantFormat}`;
  srcSet: string;
}

/**
 * The `<source>` elements for an image URL, best format first, or an empty list when the image has
 * no variants. Use them in a `<picture>` around the usual `<img src={url}>`:
 *
 *   <picture>
 *     {imageSources(url).map((s) => <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="(min-width: 1024px) 50vw, 100vw" />)}
 *     <img src={url} alt={alt} ... />
 *   </picture>
 */
export function imageSources(url: string | null | undefined): ImageSource[] {
  if (!url) return [];
  const match = /^(.*\/)([^/?#]+)$/.exec(url.split(/[?#]/)[0] ?? '');
  if (!match) return [];
  const [, folder, file] = match;
  const name = UPLOAD_FILE_NAME.exec(file ?? '');
  if (!name || name[3] === 'gif' || !folder?.endsWith(`/${UPLOAD_FOLDER}/`)) return [];
  const base = `${name[1]}-${name[2]}`;
  return IMAGE_VARIANT_FORMATS.map((format) => ({
    type: `image/${format}` as const,
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${folder}${variantFileName(base, width, format)} ${width}w`).join(
      ', ',
    ),
  }));
}

/** What the upload endpoint answers for a stored image (app/.server/storage/uploads.ts), and the studio's upload field reads. */
export interface UploadedImage {
  id: string;
  url: string;
  key: string;
  width: number | null;
  height: number | null;
  variants: { url: string; format: string; width: number }[];
}
