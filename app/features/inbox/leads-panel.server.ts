/**
 * The dashboard's Leads panel (docs/decisions/lead-attribution.md): the last twelve weeks'
 * submissions (contact messages and leads) by source, and the case studies most often read before
 * one, with their current titles. One bounded index-range read per table, counted in JS.
 */

import { listSubmissionRecords } from '../../.server/db/repositories/lead-attribution.ts';
import type { Database } from '../../.server/db/types.ts';
import { type LeadsPanelData, leadsSince, summarizeLeads } from '../../lib/lead-attribution.ts';
import { caseStudyTitles } from './inbox.server.ts';

export async function loadLeadsPanel(database: Database, now = new Date()): Promise<LeadsPanelData> {
  const summary = summarizeLeads(await listSubmissionRecords(database, leadsSince(now)), now);
  const titles = await caseStudyTitles(database, [
    { attribution: { caseStudies: summary.caseStudies.map((study) => study.slug) } },
  ]);
  return {
    ...summary,
    caseStudies: summary.caseStudies.map((study) => ({ ...study, title: titles.get(study.slug) ?? null })),
  };
}
