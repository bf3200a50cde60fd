/**
 * The inbox's sentence about where a message came from: "Came from google (utm), read Claims
 * Automation and Invoice Capture", or, when no case study was read, "Came from linkedin.com, landed
 * on /rpa". Words live here rather than in app/lib (lib is logic, tests/unit/lib-purity.test.ts).
 */

import type { LeadSource } from '../../../lib/lead-attribution.ts';
import type { InboxAttribution } from '../inbox.ts';

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

export function sourceLabel(source: LeadSource): string {
  return source.kind === 'utm' ? `${source.name} (utm)` : source.name;
}

export function describeAttribution(attribution: InboxAttribution): string {
  const from = `Came from ${sourceLabel(attribution.source)}`;
  if (attribution.caseStudiesRead.length > 0) {
    return `${from}, read ${list.format(attribution.caseStudiesRead.map((study) => study.title ?? study.slug))}`;
  }
  return attribution.landingPage ? `${from}, landed on ${attribution.landingPage}` : from;
}

/** The rest of the record, as label/value lines under the sentence. */
export function attributionDetails(attribution: InboxAttribution): { label: string; value: string }[] {
  const utm = Object.entries(attribution.utm).map(([key, value]) => `utm_${key}=${value}`);
  return [
    { label: 'Landing page', value: attribution.landingPage ?? '' },
    { label: 'Referrer', value: attribution.referrer ?? '' },
    { label: 'UTM', value: utm.join(', ') },
    { label: `Pages seen (${attribution.pages.length})`, value: attribution.pages.join(' → ') },
  ].filter((line) => line.value !== '');
}
