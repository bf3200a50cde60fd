/**
 * Uploaded images: the stored original and its responsive variants (see app/lib/images.ts), so
 * that storage can be audited and cleaned up and pages can look up dimensions.
 */
import type { Selectable } from 'kysely';
import { fromJson, now, toIso, toJson } from '../mapping.ts';
import type { ImagesTable } from '../schema.ts';
import type { Database } from '../types.ts';

export interface ImageVariant {
  key: string;
  format: string;
  /** The variant's real width in pixels (never wider than the original). */
  width: number;
}

export interface StoredImage {
  id: string;
  key: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
  createdAt: string;
}

export type NewImage = Omit<StoredImage, 'id' | 'createdAt'>;

const rowToImage = (row: Selectable<ImagesTable>): StoredImage => ({
  id: row.id,
  key: row.key,
  mimeType: row.mime_type,
  sizeBytes: row.size_bytes,
  width: row.width,
  height: row.height,
  variants: fromJson<ImageVariant[]>(row.variants, []),
  createdAt: toIso(row.created_at),
});

export async function recordImage(database: Database, image: NewImage): Promise<StoredImage> {
  const row = await database.db
    .insertInto('images')
    .values({
      id: crypto.randomUUID(),
      key: image.key,
      mime_type: image.mimeType,
      size_bytes: image.sizeBytes,
      width: image.width,
      height: image.height,
      variants: toJson(image.variants),
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToImage(row);
}

export async function findImageByKey(database: Database, key: string): Promise<StoredImage | null> {
  const row = await database.db.selectFrom('images').selectAll().where('key', '=', key).executeTakeFirst();
  return row ? rowToImage(row) : null;
}
