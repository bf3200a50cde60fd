/**
 * The e-mails of client review (issue 30): the request to the client contact (its link is a secret:
 * the body is sealed in the outbox) and the decision to the staff member who asked. Everything a
 * person typed is escaped in the HTML.
 */

import type { ReviewRecordType } from '../../.server/db/schema.ts';
import { type EmailContent, emailLayout, emailParagraphs, escapeHtml } from '../../.server/mail/templates.ts';
import { brand } from '../../content/brand.ts';
import type { ReviewDecisionKind } from '../../lib/review.ts';
import type { CompanyDetails } from '../../lib/site-settings.ts';
import { reviewCopy } from './review-copy.ts';

const button = (url: string, label: string) =>
  `<p style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;font-weight:bold;text-decoration:none;background:#2563eb;color:#ffffff">${escapeHtml(label)}</a></p>`;

export function reviewRequestEmail(
  input: {
    contactName: string;
    recordType: ReviewRecordType;
    title: string;
    from: string;
    message: string | null;
    url: string;
    expiresAt: string;
  },
  company: CompanyDetails,
): EmailContent {
  const subject = reviewCopy.requestSubject(input.title);
  const expires = reviewCopy.formatDate(input.expiresAt);
  const intro = `${input.from} at ${brand.name} would like you to review ${reviewCopy.recordPhrase(input.recordType, input.title)} before it is published.`;
  const text = `Hello ${input.contactName},

${intro}
${input.message ? `\n${input.message}\n` : ''}
Open the draft, comment on it and approve it or ask for changes here (no account needed; the link works until ${expires}):
${input.url}

Please do not forward this e-mail: anyone with the link can review the draft.
`;
  const html = emailLayout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(subject)}</h1>
<p style="margin:0 0 12px">Hello ${escapeHtml(input.contactName)},</p>
<p style="margin:0 0 12px">${escapeHtml(intro)}</p>
${input.message ? `<div style="padding:16px;background:#f8fafc;border-radius:8px;margin:0 0 20px">${emailParagraphs(input.message)}</div>` : ''}
${button(input.url, `Review the ${reviewCopy.recordNoun(input.recordType)}`)}
<p style="margin:0 0 12px;font-size:14px">No account is needed. The link works until ${escapeHtml(expires)}. If the button does not work, paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.url)}</span></p>
<p style="margin:20px 0 0;font-size:12px;color:#64748b">Please do not forward this e-mail: anyone with the link can review the draft.</p>`,
    company,
  );
  return { subject, text, html };
}

export function reviewDecisionEmail(
  input: {
    decision: ReviewDecisionKind;
    recordType: ReviewRecordType;
    title: string;
    reviewerName: string;
    reviewerEmail: string;
    version: number;
    message: string | null;
    editorUrl: string;
  },
  company: CompanyDetails,
): EmailContent {
  const subject = reviewCopy.decisionSubject(input.decision, input.title);
  const line =
    input.decision === 'approved'
      ? `${input.reviewerName} (${input.reviewerEmail}) approved version ${input.version} of "${input.title}".`
      : `${input.reviewerName} (${input.reviewerEmail}) asked for changes to version ${input.version} of "${input.title}".`;
  const text = `${line}
${input.message ? `\nTheir message:\n${input.message}\n` : ''}
Open the ${reviewCopy.recordNoun(input.recordType)} in the studio:
${input.editorUrl}
`;
  const html = emailLayout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(subject)}</h1>
<p style="margin:0 0 12px">${escapeHtml(line)}</p>
${input.message ? `<div style="padding:16px;background:#f8fafc;border-radius:8px;margin:0 0 20px">${emailParagraphs(input.message)}</div>` : ''}
${button(input.editorUrl, 'Open in the studio')}`,
    company,
  );
  return { subject, text, html };
}
