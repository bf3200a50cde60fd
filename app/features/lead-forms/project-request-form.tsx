import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SelectField, TextAreaField } from '../../components/forms/field.tsx';
import { atBlock, type FormPlacement } from '../../components/forms/form-placement.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import type { LeadSubmission } from '../../lib/schemas/lead-fields.ts';
import { firstName } from './assessment-figures.ts';
import { LeadContactField, LeadForm, useLeadForm } from './lead-form.tsx';
import { companySizeOptions, optionLabel, projectRequestPage, timelineOptions } from './lead-forms-copy.ts';
import {
  type ProjectRequest,
  type ProjectRequestField,
  parseProjectRequest,
  projectRequestFields,
} from './project-request-schema.ts';
import { ThankYouPanel } from './thank-you-panel.tsx';

type Result = LeadSubmission<ProjectRequest, ProjectRequestField>;
type Placement = FormPlacement | undefined;

const copy = projectRequestPage;

/** The form, or its thank-you once sent; `placement`: on a page built from blocks (form-placement.tsx). */
export function ProjectRequestForm({
  result,
  placement,
}: {
  result: Result | undefined;
  placement?: FormPlacement | undefined;
}) {
  if (result?.status === 'success') return <ProjectRequestThankYou lead={result.submitted} placement={placement} />;
  return <ProjectRequestQuestions result={result} placement={placement} />;
}

function ProjectRequestQuestions({ result, placement }: { result: Result | undefined; placement: Placement }) {
  const state = useLeadForm<ProjectRequestField>({ result, fields: projectRequestFields, parse: parseProjectRequest });
  const { field } = state;
  return (
    <LeadForm titleId="project-request-form-title" copy={copy.form} state={state.form} placement={placement}>
      <div className="space-y-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <LeadContactField name="name" state={state} />
          <LeadContactField name="email" state={state} />
          <LeadContactField name="company" state={state} />
          <SelectField {...copy.fields.companySize} {...field('companySize')} options={companySizeOptions} required />
        </div>
        <TextAreaField {...copy.fields.processes} {...field('processes')} maxLength={2000} rows={5} required />
        <SelectField {...copy.fields.timeline} {...field('timeline')} options={timelineOptions} required />
      </div>
    </LeadForm>
  );
}

function ProjectRequestThankYou({ lead, placement }: { lead: ProjectRequest; placement: Placement }) {
  return (
    <ThankYouPanel
      title={copy.thankYou.title(firstName(lead.name))}
      lead={copy.thankYou.lead(lead.email)}
      summaryTitle={copy.thankYou.summaryTitle}
      rows={[
        { label: 'Company', value: lead.company },
        { label: 'Company size', value: optionLabel(companySizeOptions, lead.companySize) },
        { label: 'Timeline', value: optionLabel(timelineOptions, lead.timeline) },
        { label: 'Processes', value: lead.processes },
      ]}
    >
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={copy.thankYou.explore.href} className={buttonClasses({ size: 'lg' })}>
          {copy.thankYou.explore.label}
          <ArrowRight aria-hidden className="size-5" />
        </Link>
        <Link
          to={placement ? atBlock(placement.path, placement) : '/lead-intake'}
          className={buttonClasses({ size: 'lg', variant: 'outline' })}
        >
          {copy.thankYou.another}
        </Link>
      </div>
    </ThankYouPanel>
  );
}
