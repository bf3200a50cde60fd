/**
 * How a use case sent to the intake (the built-in use-case fields of SPEC 3) becomes a case study
 * (SPEC 3's database model). Documented for callers in app/features/intake/intake-guide-copy.ts:
 *
 * - title, subtitle -> title, subtitle; the slug comes from the title (SPEC 5's rule);
 * - industry -> client_industry; client_name -> client_name, or '{industry} client' when not given
 *   (built-in use cases name no client, and the case-study model requires one);
 * - description -> executive_summary (and meta_description, cut at 160 characters);
 * - each result -> a key metric: a leading figure becomes the value ('85% faster invoices' ->
 *   '85%' + 'faster invoices'), otherwise the value is 'Achieved' and the whole text the label
 *   (the simple editor's convention, SPEC 5);
 * - image_src -> main_image_url, image_alt (or the title) -> main_image_alt;
 * - category and chip_color -> tags 'category:rpa' and 'chip:blue'; the category also sets the
 *   technology list ('RPA' or 'AI Agent', as the built-in detail page shows);
 * - featured, status (draft unless 'published') and id (-> external_id) as given.
 */
import {
  ACHIEVED,
  type CaseStudyInput,
  type CaseStudyMetric,
  emptyCaseStudy,
  type MetricType,
} from '../../lib/case-study.ts';
import type { UseCaseSubmission } from './intake-params.ts';

/**
 * A figure at the start of a result, then the rest as its label: an optional comparison sign and
 * currency symbol, a number, an optional suffix (%, +, x, k, M, bn) and an optional time unit.
 */
const LEADING_FIGURE =
  /^(?<figure>(?:[<>~≈]\s?)?(?<currency>[$€£¥])?\d+(?:[.,]\d+)*(?:%|\+|(?:x|×|k|K|M|mn|bn|B)(?![A-Za-z]))?\+?(?:\s(?<unit>seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)(?![A-Za-z]))?)\s+(?<label>\S.*)$/u;

export interface ParsedResult {
  value: string;
  label: string;
  metricType: MetricType;
}

/** '85% faster processing' -> { value: '85%', label: 'faster processing', metricType: 'percentage' }. */
export function parseResult(text: string): ParsedResult {
  const trimmed = text.trim();
  const groups = LEADING_FIGURE.exec(trimmed)?.groups;
  if (!groups?.figure || !groups.label) return { value: ACHIEVED, label: trimmed, metricType: 'text' };
  const value = groups.figure;
  const metricType: MetricType = value.includes('%')
    ? 'percentage'
    : groups.currency
      ? 'currency'
      : groups.unit
        ? 'time'
        : 'number';
  return { value, label: groups.label, metricType };
}

const META_DESCRIPTION_LENGTH = 160;

/** Cuts at a word boundary and adds an ellipsis when the text is longer than `max`. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export const defaultClientName = (industry: string): string => `${industry} client`;

export const categoryTechnology = (category: UseCaseSubmission['category']): string =>
  category === 'agents' ? 'AI Agent' : 'RPA';

/** The tags that keep the built-in fields the case-study model has no column for. */
export const intakeTags = (submission: Pick<UseCaseSubmission, 'category' | 'chipColor'>): string[] => [
  `category:${submission.category}`,
  `chip:${submission.chipColor}`,
];

type NewMetric = Omit<CaseStudyMetric, 'id' | 'caseStudyId'>;

export function resultMetrics(results: readonly string[]): NewMetric[] {
  return results.map((text, orderIndex) => {
    const { value, label, metricType } = parseResult(text);
    return { label, value, metricType, description: null, orderIndex, emphasis: false };
  });
}

export function toCaseStudyInput(submission: UseCaseSubmission): CaseStudyInput {
  return {
    caseStudy: {
      ...emptyCaseStudy({
        slug: submission.slug,
        title: submission.title,
        clientName: submission.clientName ?? defaultClientName(submission.industry),
        clientIndustry: submission.industry,
      }),
      subtitle: submission.subtitle,
      executiveSummary: submission.description,
      technologyUsed: [categoryTechnology(submission.category)],
      mainImageUrl: submission.imageSrc,
      mainImageAlt: submission.imageAlt ?? submission.title,
      metaDescription: truncate(submission.description, META_DESCRIPTION_LENGTH),
      tags: intakeTags(submission),
      status: submission.status,
      featured: submission.featured,
      externalId: submission.externalId,
    },
    sections: [],
    metrics: resultMetrics(submission.results),
    processes: [],
    media: [],
  };
}
