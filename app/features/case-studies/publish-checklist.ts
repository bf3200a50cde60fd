/**
 * What a visitor or a search engine would miss if the case study went live as it is. Warnings,
 * not errors: publishing stays possible, the editor shows them before it happens.
 */
import { isBlankHtml } from './case-study-form.ts';

/** Beyond these lengths search engines cut the text off in their results. */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

export interface ChecklistInput {
  mainImageUrl: string;
  mainImageAlt: string;
  metaTitle: string;
  metaDescription: string;
  /** The sections the editor offers, by label, with their content (HTML or plain text). */
  sections: { label: string; content: string }[];
  /** How many metrics (or key results) would be saved. */
  metricCount: number;
}

export interface ChecklistItem {
  id: 'main-image' | 'main-image-alt' | 'meta-title' | 'meta-description' | 'sections' | 'metrics';
  label: string;
  ok: boolean;
  /** Why it matters, when it is not ok; what is fine, when it is. */
  detail: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function publishChecklist(input: ChecklistInput): ChecklistItem[] {
  const hasImage = input.mainImageUrl.trim() !== '';
  const metaTitle = input.metaTitle.trim();
  const metaDescription = input.metaDescription.trim();
  const empty = input.sections.filter((s) => isBlankHtml(s.content)).map((s) => s.label);

  return [
    {
      id: 'main-image',
      label: 'Main image',
      ok: hasImage,
      detail: hasImage
        ? 'Shown on the card and at the top of the page.'
        : 'Cards and the page show a placeholder instead.',
    },
    {
      id: 'main-image-alt',
      label: 'Alt text for the main image',
      ok: hasImage && input.mainImageAlt.trim() !== '',
      detail: !hasImage
        ? 'Add a main image and describe it for people who cannot see it.'
        : input.mainImageAlt.trim() === ''
          ? 'Screen-reader users and search engines cannot tell what the image shows.'
          : 'Describes the image for screen readers and search engines.',
    },
    {
      id: 'meta-title',
      label: 'Meta title',
      ok: metaTitle !== '' && metaTitle.length <= META_TITLE_MAX,
      detail:
        metaTitle === ''
          ? 'Missing: search results fall back to the page title.'
          : metaTitle.length > META_TITLE_MAX
            ? `${plural(metaTitle.length, 'character', 'characters')}: search engines cut it off after about ${META_TITLE_MAX}.`
            : `${plural(metaTitle.length, 'character', 'characters')} of ${META_TITLE_MAX}.`,
    },
    {
      id: 'meta-description',
      label: 'Meta description',
      ok: metaDescription !== '' && metaDescription.length <= META_DESCRIPTION_MAX,
      detail:
        metaDescription === ''
          ? 'Missing: search engines pick a snippet from the page themselves.'
          : metaDescription.length > META_DESCRIPTION_MAX
            ? `${plural(metaDescription.length, 'character', 'characters')}: search engines cut it off after about ${META_DESCRIPTION_MAX}.`
            : `${plural(metaDescription.length, 'character', 'characters')} of ${META_DESCRIPTION_MAX}.`,
    },
    {
      id: 'sections',
      label: 'Story sections',
      ok: empty.length === 0,
      detail:
        empty.length === 0
          ? 'Every section has content.'
          : `Empty: ${empty.join(', ')}. Empty sections are left out of the page.`,
    },
    {
      id: 'metrics',
      label: 'Key results',
      ok: input.metricCount > 0,
      detail:
        input.metricCount > 0
          ? `${plural(input.metricCount, 'result', 'results')} shown in the Key Results grid.`
          : 'No metrics: the page shows no Key Results grid and cards show no figures.',
    },
  ];
}
