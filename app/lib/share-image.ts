/**
 * What a generated share image shows (issue 32; docs/decisions/share-images.md): the same inputs
 * whether a page's loader names the image (by the hash of these) or the job renders it, so the
 * address in `og:image` is the image of exactly what the record says now. Pure: no Node, no database.
 */

/** The Open Graph size every network crops to least (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Raised when the template changes what it draws, so every image is made again. */
export const SHARE_IMAGE_TEMPLATE_VERSION = 1;

export interface ShareImageInput {
  /** The small line beside the logo: "Case study · Insurance"; none for a page (the logo names the site). */
  eyebrow: string | null;
  title: string;
  /** Under the title: the client of a case study, a page's description. */
  byline: string | null;
  /** A case study's first metric, the figure the card leads with. */
  metric: { value: string; label: string } | null;
}

const TITLE_MAX = 110;
const BYLINE_MAX = 140;
const METRIC_VALUE_MAX = 16;
const METRIC_LABEL_MAX = 48;

/** Text cut at a word to fit the card, with an ellipsis when cut; whitespace collapsed. */
export function fitText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export function caseStudyShareInput(
  caseStudy: { title: string; clientName: string; clientIndustry: string },
  metrics: readonly { value: string; label: string }[],
): ShareImageInput {
  const first = metrics[0];
  const industry = caseStudy.clientIndustry.trim();
  return {
    eyebrow: industry ? `Case study · ${fitText(industry, 40)}` : 'Case study',
    title: fitText(caseStudy.title, TITLE_MAX),
    byline: caseStudy.clientName.trim() ? fitText(caseStudy.clientName, BYLINE_MAX) : null,
    metric: first?.value.trim()
      ? { value: fitText(first.value, METRIC_VALUE_MAX), label: fitText(first.label, METRIC_LABEL_MAX) }
      : null,
  };
}

export function pageShareInput(page: { title: string; metaDescription: string }): ShareImageInput {
  const description = page.metaDescription.trim();
  return {
    eyebrow: null,
    title: fitText(page.title, TITLE_MAX),
    byline: description ? fitText(description, BYLINE_MAX) : null,
    metric: null,
  };
}

/** What the hash covers: the inputs and the template's version, in a fixed order. */
export function shareImageFingerprint(input: ShareImageInput): string {
  return JSON.stringify([
    SHARE_IMAGE_TEMPLATE_VERSION,
    input.eyebrow,
    input.title,
    input.byline,
    input.metric?.value ?? null,
    input.metric?.label ?? null,
  ]);
}

/** The public address of the image of a content hash: long-cached, since a hash names one picture. */
export const shareImagePath = (hash: string) => `/share-images/${hash}.png`;

export const SHARE_IMAGE_FILE = /^([0-9a-f]{64})\.png$/;
