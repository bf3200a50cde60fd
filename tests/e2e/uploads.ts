/**
 * Uploading through the studio's image field (app/components/admin/image-upload.tsx) in e2e tests:
 * its button opens the browser's file chooser, which the test answers with a file.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A picture of one colour, encoded as its name says (.png or .jpg). */
export async function solidImage(name: string, width: number, height: number, color: string): Promise<UploadFile> {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  return name.endsWith('.png')
    ? { name, mimeType: 'image/png', buffer: await image.png().toBuffer() }
    : { name, mimeType: 'image/jpeg', buffer: await image.jpeg().toBuffer() };
}

/** Presses the button (e.g. 'Upload Image: Main image') and gives its file chooser `file`. */
export async function uploadThrough(page: Page, button: string, file: UploadFile | string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}
