/**
 * Draws a share image (issue 32): the template as JSX, laid out and turned into an SVG with its text
 * as paths by satori (Vercel's library made for Open Graph images, with the Inter files the repo
 * ships through @fontsource/inter), then rasterised to a PNG by sharp (already used for uploads).
 * Brand colours as the site's (blue-600 to violet-600 on slate-950), the logo mark from public/.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type CSSProperties, createElement, type ReactElement, type ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { BRAND_NAME } from '../../content/brand-name.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareImageInput } from '../../lib/share-image.ts';

const require = createRequire(import.meta.url);

/** WOFF, not WOFF2: satori reads TTF, OTF and WOFF only. Loaded once, on the first image. */
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
let logo: string | undefined;

function assets() {
  if (!fonts) {
    const file = (weight: number) =>
      readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    fonts = [
      { name: 'Inter', data: file(400), weight: 400, style: 'normal' },
      { name: 'Inter', data: file(700), weight: 700, style: 'normal' },
    ];
    const mark = readFileSync(path.join(process.cwd(), 'public/images/logo-mark.svg'));
    logo = `data:image/svg+xml;base64,${mark.toString('base64')}`;
  }
  return { fonts, logo: logo as string };
}

const BLUE = '#2563eb';
const VIOLET = '#7c3aed';
const PAD_X = 72;
const PAD_Y = 64;

type Style = CSSProperties;
/** A flex box (satori lays out only flexbox, and wants it said on every box with children). */
const box = (style: Style, ...children: ReactNode[]) =>
  createElement('div', { style: { display: 'flex', ...style } }, ...children);

/**
 * The card as satori lays it out. Written with createElement rather than JSX: the scheduler imports
 * this file, and scripts run it with plain Node, which strips types but does not compile JSX.
 */
export function shareImageTemplate(input: ShareImageInput, logo: string): ReactElement {
  const long = input.title.length > 60;
  return box(
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: '#020617',
      backgroundImage: 'linear-gradient(135deg, #020617 0%, #0f172a 55%, #1e1b4b 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    // Satori adds padding to a box's size: the margins are an inner box of the exact size instead.
    box(
      {
        width: SHARE_IMAGE_WIDTH - 2 * PAD_X,
        height: SHARE_IMAGE_HEIGHT - 2 * PAD_Y,
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      box(
        { alignItems: 'center', gap: 20 },
        createElement('img', { src: logo, width: 56, height: 56, alt: '' }),
        box({ fontSize: 30, fontWeight: 700 }, BRAND_NAME),
        input.eyebrow ? box({ marginLeft: 'auto', fontSize: 26, color: '#93c5fd' }, input.eyebrow) : null,
      ),
      box(
        { flexDirection: 'column', gap: 20 },
        box({ fontSize: long ? 56 : 68, fontWeight: 700, lineHeight: 1.12 }, input.title),
        input.byline ? box({ fontSize: 30, color: '#cbd5e1', lineHeight: 1.3 }, input.byline) : null,
      ),
      box(
        { alignItems: 'flex-end', justifyContent: 'space-between' },
        input.metric
          ? box(
              { alignItems: 'baseline', gap: 20 },
              box({ fontSize: 64, fontWeight: 700, color: '#c4b5fd' }, input.metric.value),
              box({ fontSize: 28, color: '#e2e8f0' }, input.metric.label),
            )
          : box({}),
        box({ width: 220, height: 10, borderRadius: 5, backgroundImage: `linear-gradient(90deg, ${BLUE}, ${VIOLET})` }),
      ),
    ),
  );
}

/** The template as an SVG (text as paths): what the PNG is made from, and what a test can render again. */
export async function shareImageSvg(input: ShareImageInput): Promise<string> {
  const { fonts, logo } = assets();
  return satori(shareImageTemplate(input, logo), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts,
  });
}

/** The share image as a PNG, 1200 x 630. */
export async function renderShareImage(input: ShareImageInput): Promise<Buffer> {
  const svg = await shareImageSvg(input);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
