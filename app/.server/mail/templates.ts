/**
 * The e-mails the site sends, as plain text plus a small HTML version. Everything a visitor typed
 * is escaped before it goes into HTML; headers (subject, reply-to) are encoded by nodemailer.
 */

import { brand } from '../../content/brand.ts';
import { roiAssumptions, roiCopy, roiModelVersionLine } from '../../content/roi.ts';
import { roiInputRows, roiResultRows } from '../../content/roi-rows.ts';
import { defaultSiteSettings } from '../../content/site-settings.ts';
import {
  formatCurrency,
  formatPercent,
  type PublishedRoiModel,
  type RoiInputs,
  type RoiResults,
  SEEDED_PUBLISHED_ROI_MODEL,
} from '../../lib/roi.ts';
import type { CompanyDetails } from '../../lib/site-settings.ts';
import type { ContactMessage } from '../db/repositories/contact-messages.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** The company's details as the site settings held them when the e-mail was written (issue 29). */
const DEFAULT_COMPANY: CompanyDetails = defaultSiteSettings(undefined);

/** The frame every e-mail's HTML sits in: the brand's bar, the body, the company's details. */
export const emailLayout = (title: string, body: string, company: CompanyDetails) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Helvetica,Arial,sans-serif;color:#334155;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:20px 28px;background:#2563eb;border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px">${body}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escapeHtml(company.companyName)} · ${escapeHtml(company.postalAddress)}</td></tr>
</table></body></html>`;

const table = (rows: { label: string; value: string }[]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:8px 0 20px">${rows
    .map(
      (row) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #f1f5f9;color:#64748b">${escapeHtml(row.label)}</td><td style="padding:6px 0;border-bottom:1px solid #f1f5f9;text-align:right;font-weight:bold;color:#0f172a">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('')}</table>`;

const textTable = (rows: { label: string; value: string }[]) =>
  rows.map((row) => `  ${row.label}: ${row.value}`).join('\n');

export const emailParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px;white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join('');

/** The notification staff receive for a contact message (reply-to is the visitor). */
export function contactNotificationEmail(
  message: ContactMessage,
  options: { publicUrl: string },
  company: CompanyDetails = DEFAULT_COMPANY,
): EmailContent {
  const kind = message.contactMode === 'consultation' ? 'consultation request' : 'message';
  const subject = `New ${kind} from ${message.name}`;
  const details = [
    { label: 'Name', value: message.name },
    { label: 'Email', value: message.email },
    { label: 'Company', value: message.company ?? 'Not given' },
    { label: 'Received', value: new Date(message.createdAt).toUTCString() },
  ];
  const inbox = `${options.publicUrl}/admin/messages`;
  const text = `New ${kind} from the contact form.

${textTable(details)}

Message:
${message.message}

Reply to this e-mail to answer ${message.name} directly.
All messages: ${inbox}
`;
  const html = emailLayout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(subject)}</h1>
${table(details)}
<h2 style="margin:0 0 8px;font-size:15px;color:#0f172a">Message</h2>
<div style="padding:16px;background:#f8fafc;border-radius:8px">${emailParagraphs(message.message)}</div>
<p style="margin:20px 0 0;font-size:14px">Reply to this e-mail to answer ${escapeHtml(message.name)} directly, or see <a href="${escapeHtml(inbox)}" style="color:#2563eb">all messages</a>.</p>`,
    company,
  );
  return { subject, text, html };
}

/** The analysis a visitor asked the ROI calculator to e-mail them. */
export function roiAnalysisEmail(
  inputs: RoiInputs,
  results: RoiResults,
  links: { share: string; pdf: string; contact: string },
  /** The model version the numbers were computed with (its assumptions are worded from it). */
  computedWith: PublishedRoiModel = SEEDED_PUBLISHED_ROI_MODEL,
  company: CompanyDetails = DEFAULT_COMPANY,
): EmailContent {
  const assumptions = `${roiAssumptions(computedWith.model)} ${roiModelVersionLine(computedWith.version)}.`;
  const subject = `Your automation ROI analysis from ${brand.name}`;
  const inputRows = roiInputRows(inputs);
  const resultRows = roiResultRows(results);
  const text = `Here is the ROI analysis you asked for.

Your process
${textTable(inputRows)}

Your estimated return
${textTable(resultRows)}

${assumptions}

See it again or adjust it: ${links.share}
Download it as a PDF: ${links.pdf}
${roiCopy.consultationCta.title} ${roiCopy.consultationCta.body} ${links.contact}

${brand.name} · ${company.contactEmail} · ${company.phone}
You receive this e-mail because this address was entered in the ROI calculator on ${brand.domain}.
`;
  const button = (href: string, label: string, primary: boolean) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;border-radius:8px;font-weight:bold;text-decoration:none;${primary ? 'background:#2563eb;color:#ffffff' : 'border:1px solid #cbd5e1;color:#0f172a'}">${escapeHtml(label)}</a>`;
  const html = emailLayout(
    subject,
    `<h1 style="margin:0 0 8px;font-size:22px;color:#0f172a">Your automation ROI analysis</h1>
<p style="margin:0 0 20px">Here is the analysis you asked for: estimated annual savings of <strong>${escapeHtml(formatCurrency(results.estimatedSavings))}</strong> and a first-year ROI of <strong>${escapeHtml(formatPercent(results.roi))}</strong>.</p>
<h2 style="margin:0;font-size:15px;color:#0f172a">${escapeHtml(roiCopy.inputsHeading)}</h2>
${table(inputRows)}
<h2 style="margin:0;font-size:15px;color:#0f172a">${escapeHtml(roiCopy.resultsHeading)}</h2>
${table(resultRows)}
<p style="margin:0 0 20px;font-size:13px;color:#64748b">${escapeHtml(assumptions)}</p>
${button(links.share, 'Open in the calculator', false)}${button(links.pdf, 'Download the PDF', false)}${button(links.contact, roiCopy.consultationCta.link, true)}
<p style="margin:20px 0 0;font-size:12px;color:#64748b">You receive this e-mail because this address was entered in the ROI calculator on ${escapeHtml(brand.domain)}.</p>`,
    company,
  );
  return { subject, text, html };
}

/** The invitation a staff member sends a colleague from /admin/staff (a one-time link to choose a password). */
export function staffInvitationEmail(
  input: {
    name: string | null;
    invitedBy: string;
    url: string;
    expiresAt: Date;
  },
  company: CompanyDetails = DEFAULT_COMPANY,
): EmailContent {
  const subject = `You are invited to the ${brand.name} studio`;
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const expires = input.expiresAt.toUTCString();
  const text = `${greeting}

${input.invitedBy} has invited you to the ${brand.name} studio, where the team manages case studies, testimonials and messages.

Choose your password here (the link works once, until ${expires}):
${input.url}

If you did not expect this invitation, you can ignore this e-mail.
`;
  const html = emailLayout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(subject)}</h1>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 20px">${escapeHtml(input.invitedBy)} has invited you to the ${escapeHtml(brand.name)} studio, where the team manages case studies, testimonials and messages.</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(input.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;font-weight:bold;text-decoration:none;background:#2563eb;color:#ffffff">Choose your password</a></p>
<p style="margin:0 0 12px;font-size:14px">The link works once, until ${escapeHtml(expires)}. If the button does not work, paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.url)}</span></p>
<p style="margin:20px 0 0;font-size:12px;color:#64748b">If you did not expect this invitation, you can ignore this e-mail.</p>`,
    company,
  );
  return { subject, text, html };
}
