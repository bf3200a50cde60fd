import { Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { ChoiceGroupField } from '../../components/forms/choice-field.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/forms/field.tsx';
import { atBlock, type FormPlacement } from '../../components/forms/form-placement.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import type { LeadSubmission } from '../../lib/schemas/lead-fields.ts';
import { firstName } from './assessment-figures.ts';
import { summarizeAssessment } from './assessment-summary.ts';
import { FormStep } from './form-card.tsx';
import { LeadContactField, LeadForm, useLeadForm } from './lead-form.tsx';
import { assessmentPage, dataFormatOptions, painPointOptions, systemCountOptions } from './lead-forms-copy.ts';
import {
  type ProcessAssessment,
  type ProcessAssessmentField,
  parseProcessAssessment,
  processAssessmentFields,
} from './process-assessment-schema.ts';
import { ThankYouPanel } from './thank-you-panel.tsx';

type Result = LeadSubmission<ProcessAssessment, ProcessAssessmentField>;
type Placement = FormPlacement | undefined;

const copy = assessmentPage;

/** The questionnaire, or its thank-you once sent; `placement`: on a page built from blocks (form-placement.tsx). */
export function ProcessAssessmentForm({
  result,
  placement,
}: {
  result: Result | undefined;
  placement?: FormPlacement | undefined;
}) {
  if (result?.status === 'success') return <AssessmentThankYou assessment={result.submitted} placement={placement} />;
  return <AssessmentQuestions result={result} placement={placement} />;
}

function AssessmentQuestions({ result, placement }: { result: Result | undefined; placement: Placement }) {
  const state = useLeadForm<ProcessAssessmentField>({
    result,
    fields: processAssessmentFields,
    parse: parseProcessAssessment,
  });
  const { errors, field, list } = state;
  const { fields } = copy;
  return (
    <LeadForm titleId="assessment-form-title" copy={copy.form} state={state.form} placement={placement}>
      <FormStep number={1} legend={copy.form.processLegend}>
        <TextField {...fields.processName} {...field('processName')} maxLength={120} required />
        <TextAreaField
          {...fields.processDescription}
          {...field('processDescription')}
          maxLength={2000}
          rows={4}
          required
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...fields.monthlyVolume} {...field('monthlyVolume')} {...amountInput('numeric')} />
          <TextField {...fields.hoursPerWeek} {...field('hoursPerWeek')} {...amountInput('decimal')} />
        </div>
        <SelectField {...fields.systems} {...field('systems')} options={systemCountOptions} required />
      </FormStep>

      <FormStep number={2} legend={copy.form.painLegend}>
        <ChoiceGroupField
          type="checkbox"
          name="painPoints"
          {...fields.painPoints}
          options={painPointOptions}
          defaultValue={list('painPoints')}
          error={errors.painPoints}
          columns={2}
        />
        <ChoiceGroupField
          type="radio"
          {...fields.dataFormat}
          {...field('dataFormat')}
          options={dataFormatOptions}
          columns={3}
          required
        />
      </FormStep>

      <FormStep number={3} legend={copy.form.contactLegend}>
        <div className="grid gap-6 sm:grid-cols-2">
          <LeadContactField name="name" state={state} />
          <LeadContactField name="company" state={state} />
        </div>
        <LeadContactField name="email" state={state} />
      </FormStep>
    </LeadForm>
  );
}

/** A count or a number of hours: a short number, typed with the phone's number pad. */
const amountInput = (inputMode: 'numeric' | 'decimal') =>
  ({ inputMode, autoComplete: 'off', maxLength: 20, required: true }) as const;

function AssessmentThankYou({ assessment, placement }: { assessment: ProcessAssessment; placement: Placement }) {
  const summary = summarizeAssessment(assessment);
  return (
    <ThankYouPanel
      title={copy.thankYou.title(firstName(assessment.name))}
      lead={copy.thankYou.lead(assessment.email)}
      summaryTitle={copy.thankYou.summaryTitle}
      rows={summary.rows}
    >
      <p className="mt-6 rounded-xl bg-blue-50 p-4 text-sm leading-6 text-blue-900 ring-1 ring-blue-600/15">
        {copy.thankYou.estimate(assessment.processName, summary.formatted.low, summary.formatted.high)}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={copy.thankYou.roiLink.href} className={buttonClasses({ size: 'lg' })}>
          <Calculator aria-hidden className="size-5" />
          {copy.thankYou.roiLink.label}
        </Link>
        <Link
          to={placement ? atBlock(placement.path, placement) : '/process-assessment'}
          className={buttonClasses({ size: 'lg', variant: 'outline' })}
        >
          {copy.thankYou.another}
        </Link>
      </div>
    </ThankYouPanel>
  );
}
