/**
 * The company's name, on its own so the header and page titles in the browser's bundle carry just
 * the name, not every detail of app/content/brand.ts (which reads it from here).
 */
export const BRAND_NAME = 'Brightflow';
