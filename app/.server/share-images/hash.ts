import { createHash } from 'node:crypto';
import { type ShareImageInput, shareImageFingerprint, shareImagePath } from '../../lib/share-image.ts';

/** The content hash of what an image shows: its file name, and the job's "has it changed". */
export const shareImageHash = (input: ShareImageInput): string =>
  createHash('sha256').update(shareImageFingerprint(input)).digest('hex');

/** Where the image of these inputs is served (the job stores it under the same hash). */
export const shareImageUrlFor = (input: ShareImageInput): string => shareImagePath(shareImageHash(input));
