/**
 * What the /webhook-api page shows, as plain data the server hands to the page. It never holds the
 * API key: the key is read on the server from the request URL and goes no further.
 */

import type { ChipColor, UseCaseCategory } from '../../lib/case-study.ts';
import type { ParsedResult } from './intake-mapping.ts';
import type { IntakeStatus } from './intake-params.ts';

export type FailureCode =
  | 'invalid_api_key'
  | 'missing_fields'
  | 'invalid_category'
  | 'invalid_field'
  | 'slug_taken'
  | 'approval_required'
  | 'rate_limited'
  | 'unknown';

/** What the page shows of a use case before it is created. */
export interface UseCasePreview {
  title: string;
  subtitle: string | null;
  industry: string;
  clientName: string;
  category: UseCaseCategory;
  description: string;
  imageSrc: string;
  imageAlt: string;
  /** Only images on this site are shown in the preview (the site's CSP allows no others). */
  imageIsLocal: boolean;
  results: ParsedResult[];
  chipColor: ChipColor;
  featured: boolean;
  status: IntakeStatus;
  slug: string;
  externalId: string | null;
  technology: string[];
  tags: string[];
}

export interface IntakePageResult {
  /** The id the site gave the case study. */
  id: string;
  title: string;
  slug: string;
  status: 'draft' | 'published' | 'archived';
  /** SPEC 8's success text. */
  message: string;
  /** Site-relative: the public page of a published study, or its studio editor for a draft. */
  path: string;
}

export type IntakePageState =
  /** The page opened without any intake parameter: someone reading the integration guide. */
  | { view: 'guide' }
  | { view: 'failure'; code: FailureCode; message: string; field?: string }
  | { view: 'preview'; useCase: UseCasePreview; submissionId: string }
  | { view: 'existing'; result: IntakePageResult }
  | { view: 'created'; result: IntakePageResult };
