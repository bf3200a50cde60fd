/**
 * 'email results' on the ROI calculator: the request is stored as a lead (so sales can follow up
 * even if mail is down) with the analysis queued in the outbox for the visitor, in one transaction.
 */

import { createLead } from '../../.server/changes/submissions.ts';
import { roiAnalysisEmail } from '../../.server/mail/templates.ts';
import { parseAttribution } from '../../lib/lead-attribution.ts';
import { computeRoi, type PublishedRoiModel, type RoiInputs, roiReportHref, roiSearchParams } from '../../lib/roi.ts';
import {
  type ContactOutcome,
  checkSubmissionRateLimit,
  type SubmissionMeta,
  type SubmissionServices,
} from '../contact/contact.server.ts';
import { readCompanyDetails } from '../settings/site-documents.server.ts';
import { publishedRoiModel } from './roi-model-lookup.server.ts';
import { parseRoiEmail } from './roi-schema.ts';

/** `related_type` of the outbox e-mails caused by a lead (the admin inbox reads it). */
export const LEAD_OUTBOX_TYPE = 'lead';

export type RoiEmailOutcome =
  | { status: 'sent'; email: string }
  | { status: 'invalid'; reason: 'required' | 'invalid'; message: string }
  | Extract<ContactOutcome, { status: 'rate-limited' }>;

/** Links into the site for these inputs: the calculator with results shown, and the PDF of that model version. */
export function roiLinks(publicUrl: string, inputs: RoiInputs, version: number) {
  return {
    share: `${publicUrl}/roi-calculator?${roiSearchParams(inputs, { calculate: true })}`,
    pdf: `${publicUrl}${roiReportHref(inputs, version)}`,
    contact: `${publicUrl}/contact`,
  };
}

export async function requestRoiEmail(
  services: SubmissionServices,
  /**
   * `attribution`: the form's hidden field as sent (checked here; anything malformed is dropped).
   * `computedWith`: the model version the visitor's page computed with; the published one when left out.
   */
  input: { email: unknown; inputs: RoiInputs; attribution?: unknown; computedWith?: PublishedRoiModel },
  meta: SubmissionMeta,
): Promise<RoiEmailOutcome> {
  const { logger, config } = services;
  const parsed = parseRoiEmail(input.email);
  if (!parsed.success) return { status: 'invalid', reason: parsed.reason, message: parsed.message };

  const limited = await checkSubmissionRateLimit(services, 'lead', meta.ip);
  if (limited) return limited;

  const computedWith = input.computedWith ?? (await publishedRoiModel(services.database));
  const results = computeRoi(input.inputs, computedWith.model);
  const links = roiLinks(config.publicUrl, input.inputs, computedWith.version);
  const company = await readCompanyDetails(services);
  const lead = await createLead(
    services,
    {
      kind: 'roi_email',
      email: parsed.email,
      payload: { inputs: input.inputs, results, shareUrl: links.share },
      ip: meta.ip ?? null,
      attribution: parseAttribution(input.attribution),
      roiModelVersion: computedWith.version,
    },
    (stored) => [
      {
        to: parsed.email,
        ...roiAnalysisEmail(input.inputs, results, links, computedWith, company),
        relatedType: LEAD_OUTBOX_TYPE,
        relatedId: stored.id,
      },
    ],
  );
  logger.info({ leadId: lead.id }, 'ROI e-mail request stored');
  return { status: 'sent', email: parsed.email };
}
