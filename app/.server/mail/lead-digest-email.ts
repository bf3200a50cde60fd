/**
 * The daily lead digest (issue 31): to one staff member, their leads with a follow-up due and the
 * new unassigned leads of the last day, each linking to that person's submissions in the inbox.
 * Plain text plus the site's HTML frame; everything a visitor typed is escaped.
 */
import { INBOX_KIND_LABELS } from '../../lib/inbox-query.ts';
import type { CompanyDetails } from '../../lib/site-settings.ts';
import type { DigestLead } from '../db/repositories/lead-digest.ts';
import { type EmailContent, emailLayout, escapeHtml } from './templates.ts';

export interface LeadDigestInput {
  recipient: { name: string | null };
  /** The studio's calendar day the digest is for (YYYY-MM-DD). */
  day: string;
  due: readonly DigestLead[];
  unassigned: readonly DigestLead[];
  /** How many there are in all, when the lists were cut. */
  dueTotal: number;
  unassignedTotal: number;
  /** The site's address (config.publicUrl), for the links to the studio. */
  publicUrl: string;
}

const who = (lead: DigestLead) => [lead.name, lead.email, lead.company].filter(Boolean).join(' · ');
const personHref = (publicUrl: string, lead: DigestLead) =>
  `${publicUrl}/admin/messages?${new URLSearchParams({ person: lead.email }).toString()}`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function describe(lead: DigestLead, section: 'due' | 'unassigned'): string {
  const kind = INBOX_KIND_LABELS[lead.kind];
  return section === 'due'
    ? `${kind}, follow-up ${lead.followUpOn ?? ''}`
    : `${kind}, received ${lead.createdAt.slice(0, 16).replace('T', ' ')} UTC`;
}

export function leadDigestEmail(input: LeadDigestInput, company: CompanyDetails): EmailContent {
  const { due, unassigned, publicUrl } = input;
  const subject = `Leads for ${input.day}: ${plural(input.dueTotal, 'follow-up due', 'follow-ups due')}, ${plural(
    input.unassignedTotal,
    'new unassigned lead',
    'new unassigned leads',
  )}`;
  const greeting = input.recipient.name ? `Hello ${input.recipient.name},` : 'Hello,';
  const more = (shown: number, total: number) => (total > shown ? total - shown : 0);
  const sections = [
    {
      key: 'due' as const,
      title: 'Your follow-ups due today or earlier',
      empty: 'None of your leads has a follow-up due.',
      rows: due,
      rest: more(due.length, input.dueTotal),
      all: `${publicUrl}/admin/messages?owner=mine&due=1`,
    },
    {
      key: 'unassigned' as const,
      title: 'New leads nobody owns yet (last 24 hours)',
      empty: 'No new unassigned leads.',
      rows: unassigned,
      rest: more(unassigned.length, input.unassignedTotal),
      all: `${publicUrl}/admin/messages?owner=none&status=new`,
    },
  ];
  const text = `${greeting}

${sections
  .map(
    (section) =>
      `${section.title}:\n${
        section.rows.length === 0
          ? `  ${section.empty}`
          : section.rows
              .map((lead) => `  - ${who(lead)} (${describe(lead, section.key)})\n    ${personHref(publicUrl, lead)}`)
              .join('\n')
      }${section.rest > 0 ? `\n  and ${section.rest} more: ${section.all}` : ''}`,
  )
  .join('\n\n')}

You receive this e-mail once a day. Turn it off on your Account page: ${publicUrl}/admin/account
`;
  const html = emailLayout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${sections
  .map(
    (section) => `<h2 style="margin:20px 0 8px;font-size:16px;color:#0f172a">${escapeHtml(section.title)}</h2>
${
  section.rows.length === 0
    ? `<p style="margin:0 0 12px;color:#64748b">${escapeHtml(section.empty)}</p>`
    : `<ul style="margin:0 0 12px;padding-left:20px">${section.rows
        .map(
          (lead) =>
            `<li style="margin:0 0 6px"><a href="${escapeHtml(personHref(publicUrl, lead))}" style="color:#1d4ed8">${escapeHtml(who(lead))}</a><br><span style="font-size:13px;color:#64748b">${escapeHtml(describe(lead, section.key))}</span></li>`,
        )
        .join('')}</ul>`
}${section.rest > 0 ? `<p style="margin:0 0 12px"><a href="${escapeHtml(section.all)}" style="color:#1d4ed8">and ${section.rest} more</a></p>` : ''}`,
  )
  .join('\n')}
<p style="margin:20px 0 0;font-size:12px;color:#64748b">You receive this e-mail once a day. <a href="${escapeHtml(`${publicUrl}/admin/account`)}" style="color:#64748b">Turn it off on your Account page</a>.</p>`,
    company,
  );
  return { subject, text, html };
}
