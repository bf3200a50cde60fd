import { ArrowRight, Calculator } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useFormAction, useNavigation } from 'react-router';
import {
  assessmentPage,
  contactFieldCopy,
  dataFormatOptions,
  leadFormMessages,
  painPointOptions,
  systemCountOptions,
} from '../../content/lead-forms.ts';
import { firstName } from '../../lib/assessment-summary.ts';
import type { LeadSubmission } from '../../lib/schemas/lead-fields.ts';
import {
  type ProcessAssessment,
  type ProcessAssessmentField,
  parseProcessAssessment,
  processAssessmentFields,
} from '../../lib/schemas/process-assessment.ts';
import { ChoiceGroupField, SelectField, TextAreaField, TextField } from '../forms/field.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { HoneypotField } from '../forms/honeypot.tsx';
import { StatusButton } from '../forms/status-button.tsx';
import { useValidatedForm } from '../forms/use-validated-form.ts';
import { buttonClasses } from '../ui/button.tsx';
import { summarizeAssessment } from './assessment-summary.ts';
import { FormStep } from './form-card.tsx';
import { ThankYouPanel } from './thank-you-panel.tsx';

type Result = LeadSubmission<ProcessAssessment, ProcessAssessmentField>;

const copy = assessmentPage;

export function ProcessAssessmentForm({ result }: { result: Result | undefined }) {
  if (result?.status === 'success') return <AssessmentThankYou assessment={result.submitted} />;
  return <AssessmentQuestions result={result} />;
}

function AssessmentQuestions({ result }: { result: Result | undefined }) {
  const navigation = useNavigation();
  const formAction = useFormAction();
  const pending = navigation.state === 'submitting' && navigation.formAction === formAction;
  const failed = result && result.status !== 'success' ? result : undefined;
  const { formRef, errors, onSubmit, onChange } = useValidatedForm<ProcessAssessmentField>({
    fields: processAssessmentFields,
    parse: parseProcessAssessment,
    serverErrors: failed?.status === 'invalid' ? failed.errors : undefined,
  });
  const alertRef = useRef<HTMLDivElement>(null);
  const hasFieldErrors = Object.keys(errors).length > 0;
  const message =
    failed && failed.status !== 'invalid' ? failed.message : hasFieldErrors ? leadFormMessages.invalid : null;

  // A rate limit or storage failure has no field to focus: announce and focus the message instead.
  useEffect(() => {
    if (failed && failed.status !== 'invalid') alertRef.current?.focus();
  }, [failed]);

  const text = (name: ProcessAssessmentField) => {
    const value = failed?.values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const list = (name: ProcessAssessmentField) => {
    const value = failed?.values[name];
    return Array.isArray(value) ? value : undefined;
  };

  return (
    <>
      <h2 id="assessment-form-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {copy.form.title}
      </h2>
      <p className="mt-2 text-base text-slate-600">{copy.form.lead}</p>
      <Form
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        onSubmit={onSubmit}
        onChange={onChange}
        aria-labelledby="assessment-form-title"
        className="relative mt-8 space-y-8"
      >
        <FormAlert ref={alertRef} message={message} />
        <HoneypotField />
        <FormStep number={1} legend={copy.form.processLegend}>
          <TextField
            name="processName"
            label={copy.fields.processName.label}
            hint={copy.fields.processName.hint}
            defaultValue={text('processName')}
            error={errors.processName}
            maxLength={120}
            required
          />
          <TextAreaField
            name="processDescription"
            label={copy.fields.processDescription.label}
            hint={copy.fields.processDescription.hint}
            defaultValue={text('processDescription')}
            error={errors.processDescription}
            maxLength={2000}
            rows={4}
            required
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              name="monthlyVolume"
              label={copy.fields.monthlyVolume.label}
              hint={copy.fields.monthlyVolume.hint}
              defaultValue={text('monthlyVolume')}
              error={errors.monthlyVolume}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              required
            />
            <TextField
              name="hoursPerWeek"
              label={copy.fields.hoursPerWeek.label}
              hint={copy.fields.hoursPerWeek.hint}
              defaultValue={text('hoursPerWeek')}
              error={errors.hoursPerWeek}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              required
            />
          </div>
          <SelectField
            name="systems"
            label={copy.fields.systems.label}
            hint={copy.fields.systems.hint}
            placeholder={copy.fields.systems.placeholder}
            options={systemCountOptions}
            defaultValue={text('systems') ?? ''}
            error={errors.systems}
            required
          />
        </FormStep>

        <FormStep number={2} legend={copy.form.painLegend}>
          <ChoiceGroupField
            type="checkbox"
            name="painPoints"
            label={copy.fields.painPoints.label}
            hint={copy.fields.painPoints.hint}
            options={painPointOptions}
            defaultValue={list('painPoints')}
            error={errors.painPoints}
            columns={2}
          />
          <ChoiceGroupField
            type="radio"
            name="dataFormat"
            label={copy.fields.dataFormat.label}
            hint={copy.fields.dataFormat.hint}
            options={dataFormatOptions}
            defaultValue={text('dataFormat')}
            error={errors.dataFormat}
            columns={3}
            required
          />
        </FormStep>

        <FormStep number={3} legend={copy.form.contactLegend}>
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              name="name"
              label={contactFieldCopy.name.label}
              autoComplete={contactFieldCopy.name.autoComplete}
              defaultValue={text('name')}
              error={errors.name}
              maxLength={100}
              required
            />
            <TextField
              name="company"
              label={contactFieldCopy.company.label}
              autoComplete={contactFieldCopy.company.autoComplete}
              defaultValue={text('company')}
              error={errors.company}
              maxLength={120}
              required
            />
          </div>
          <TextField
            type="email"
            name="email"
            label={contactFieldCopy.email.label}
            autoComplete={contactFieldCopy.email.autoComplete}
            defaultValue={text('email')}
            error={errors.email}
            maxLength={254}
            required
          />
        </FormStep>

        <div className="flex flex-col gap-4 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600 sm:max-w-xs">
            {copy.form.privacy}{' '}
            <Link to="/privacy" className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800">
              Privacy Policy
            </Link>
          </p>
          <StatusButton pending={pending} pendingLabel={copy.form.pending} className="w-full sm:w-auto">
            {copy.form.submit}
            <ArrowRight aria-hidden className="size-5" />
          </StatusButton>
        </div>
      </Form>
    </>
  );
}

function AssessmentThankYou({ assessment }: { assessment: ProcessAssessment }) {
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
        <Link to="/process-assessment" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
          {copy.thankYou.another}
        </Link>
      </div>
    </ThankYouPanel>
  );
}
