/**
 * Receiving the lead forms (process assessment, lead intake): read the post, validate it with the
 * form's shared schema, limit submissions per IP, drop bot posts quietly (honeypot), then store the
 * lead and queue the team's notification e-mail in one transaction (DESIGN 6: nothing is lost when
 * mail is down). Every outcome is an answer the form can show: 400, 413, 429 or 503, never a 500.
 */
import { data, type RouterContextProvider } from 'react-router';
import { createLead } from '../../.server/changes/submissions.ts';
import type { LeadKind } from '../../.server/db/repositories/leads.ts';
import { requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { BodyError, readFormData } from '../../.server/infrastructure/request-body.ts';
import { ATTRIBUTION_FIELD, parseAttribution } from '../../lib/lead-attribution.ts';
import {
  HONEYPOT_FIELD,
  type LeadParseResult,
  type LeadSubmission,
  type RawValues,
  readFormValues,
} from '../../lib/schemas/lead-fields.ts';
import type { ToastInput } from '../../lib/toast.ts';
import { checkSubmissionRateLimit } from '../contact/contact.server.ts';
import { OUTBOX_RELATED } from '../inbox/inbox.server.ts';
import {
  assessmentPage,
  companySizeOptions,
  dataFormatOptions,
  leadFormMessages,
  optionLabel,
  painPointOptions,
  projectRequestPage,
  systemCountOptions,
  timelineOptions,
} from './lead-forms-copy.ts';
import {
  type ProcessAssessment,
  type ProcessAssessmentField,
  parseProcessAssessment,
  processAssessmentFields,
} from './process-assessment-schema.ts';
import {
  type ProjectRequest,
  type ProjectRequestField,
  parseProjectRequest,
  projectRequestFields,
} from './project-request-schema.ts';

/** Generous for two forms of a few fields each; anything bigger is not a person typing. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;

export interface LeadForm<Data, Field extends string> {
  kind: Extract<LeadKind, 'process_assessment' | 'lead_intake'>;
  fields: { single: readonly string[]; multiple?: readonly string[] };
  parse(values: RawValues): LeadParseResult<Data, Field>;
  /** The columns of the lead row; everything else of the form goes into its payload. */
  toLead(data: Data): { name: string; email: string; company: string; payload: Record<string, unknown> };
  notification(data: Data): { subject: string; lines: string[] };
  toast: ToastInput;
}

const line = (label: string, value: string | number) => `${label}: ${value}`;

export const processAssessmentForm: LeadForm<ProcessAssessment, ProcessAssessmentField> = {
  kind: 'process_assessment',
  fields: processAssessmentFields,
  parse: parseProcessAssessment,
  toLead: ({ name, email, company, ...answers }) => ({ name, email, company, payload: answers }),
  notification: (a) => ({
    subject: `Process assessment: ${a.processName} (${a.company})`,
    lines: [
      line('Process', a.processName),
      line('Monthly volume', a.monthlyVolume),
      line('Hours per week', a.hoursPerWeek),
      line('Systems involved', optionLabel(systemCountOptions, a.systems)),
      line('Data format', optionLabel(dataFormatOptions, a.dataFormat)),
      line('Pain points', a.painPoints.map((p) => optionLabel(painPointOptions, p)).join(', ')),
      '',
      'What happens in this process:',
      a.processDescription,
    ],
  }),
  toast: { type: 'success', ...assessmentPage.toast },
};

export const projectRequestForm: LeadForm<ProjectRequest, ProjectRequestField> = {
  kind: 'lead_intake', // the stored kind keeps the form's SPEC name (Lead intake)
  fields: projectRequestFields,
  parse: parseProjectRequest,
  toLead: ({ name, email, company, ...answers }) => ({ name, email, company, payload: answers }),
  notification: (l) => ({
    subject: `Project request: ${l.company} (${optionLabel(timelineOptions, l.timeline)})`,
    lines: [
      line('Company size', optionLabel(companySizeOptions, l.companySize)),
      line('Timeline', optionLabel(timelineOptions, l.timeline)),
      '',
      'Processes to automate:',
      l.processes,
    ],
  }),
  toast: { type: 'success', ...projectRequestPage.toast },
};

async function readForm(request: Request): Promise<FormData | 'too-large' | null> {
  try {
    return await readFormData(request, MAX_LEAD_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) return 'too-large';
    return null;
  }
}

/** The route action of a lead form: `export const action = (args) => handleLeadSubmission(args, form)`. */
export async function handleLeadSubmission<Data, Field extends string>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  form: LeadForm<Data, Field>,
) {
  const { database, config, logger, metrics } = context.get(servicesContext);
  const { ip, requestId } = context.get(requestContext);
  type Result = LeadSubmission<Data, Field>;
  const answer = (result: Result, init: ResponseInit = {}) => data(result, init);

  const formData = await readForm(request);
  if (formData === 'too-large') {
    return answer({ status: 'too-large', message: leadFormMessages.tooLarge, values: {} }, { status: 413 });
  }
  if (formData === null) {
    return answer({ status: 'invalid', message: leadFormMessages.invalid, errors: {}, values: {} }, { status: 400 });
  }

  const values = readFormValues(formData, form.fields);
  const parsed = form.parse(values);
  if (!parsed.success) {
    return answer(
      { status: 'invalid', message: leadFormMessages.invalid, errors: parsed.errors, values },
      { status: 400 },
    );
  }

  try {
    // One budget per IP for everything a visitor can send (contact, ROI e-mails, these forms).
    const limited = await checkSubmissionRateLimit({ config, database, logger, metrics }, 'lead', ip);
    if (limited) {
      return answer(
        { status: 'rate-limited', message: limited.message, values },
        { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
      );
    }

    const honeypot = formData.get(HONEYPOT_FIELD);
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      // A bot filled in the field people never see: thank it and store nothing.
      logger.info({ requestId, kind: form.kind }, 'lead submission dropped by the honeypot');
      return answer({ status: 'success', submitted: parsed.data, toast: { ...form.toast, id: crypto.randomUUID() } });
    }

    const lead = form.toLead(parsed.data);
    const notification = form.notification(parsed.data);
    await createLead(
      { database, logger },
      { kind: form.kind, ...lead, ip: ip ?? null, attribution: parseAttribution(formData.get(ATTRIBUTION_FIELD)) },
      (stored) => [
        {
          to: config.mail.contactTo,
          replyTo: lead.email,
          subject: notification.subject,
          text: [
            line('From', `${lead.name} <${lead.email}>`),
            line('Company', lead.company),
            '',
            ...notification.lines,
            '',
            `All leads: ${config.publicUrl}/admin/messages`,
          ].join('\n'),
          relatedType: OUTBOX_RELATED.lead,
          relatedId: stored.id,
        },
      ],
    );
    logger.info({ requestId, kind: form.kind }, 'lead stored');
    return answer({ status: 'success', submitted: parsed.data, toast: { ...form.toast, id: crypto.randomUUID() } });
  } catch (error) {
    logger.error({ err: error, requestId, kind: form.kind }, 'could not store a lead');
    return answer({ status: 'unavailable', message: leadFormMessages.unavailable, values }, { status: 503 });
  }
}
