import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useFormAction, useNavigation } from 'react-router';
import {
  companySizeOptions,
  contactFieldCopy,
  leadFormMessages,
  leadIntakePage,
  optionLabel,
  timelineOptions,
} from '../../content/lead-forms.ts';
import { firstName } from '../../lib/assessment-summary.ts';
import type { LeadSubmission } from '../../lib/schemas/lead-fields.ts';
import {
  type LeadIntake,
  type LeadIntakeField,
  leadIntakeFields,
  parseLeadIntake,
} from '../../lib/schemas/lead-intake.ts';
import { SelectField, TextAreaField, TextField } from '../forms/field.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { HoneypotField } from '../forms/honeypot.tsx';
import { StatusButton } from '../forms/status-button.tsx';
import { useValidatedForm } from '../forms/use-validated-form.ts';
import { buttonClasses } from '../ui/button.tsx';
import { ThankYouPanel } from './thank-you-panel.tsx';

type Result = LeadSubmission<LeadIntake, LeadIntakeField>;

const copy = leadIntakePage;

export function LeadIntakeForm({ result }: { result: Result | undefined }) {
  if (result?.status === 'success') return <LeadIntakeThankYou lead={result.submitted} />;
  return <LeadIntakeQuestions result={result} />;
}

function LeadIntakeQuestions({ result }: { result: Result | undefined }) {
  const navigation = useNavigation();
  const formAction = useFormAction();
  const pending = navigation.state === 'submitting' && navigation.formAction === formAction;
  const failed = result && result.status !== 'success' ? result : undefined;
  const { formRef, errors, onSubmit, onChange } = useValidatedForm<LeadIntakeField>({
    fields: leadIntakeFields,
    parse: parseLeadIntake,
    serverErrors: failed?.status === 'invalid' ? failed.errors : undefined,
  });
  const alertRef = useRef<HTMLDivElement>(null);
  const hasFieldErrors = Object.keys(errors).length > 0;
  const message =
    failed && failed.status !== 'invalid' ? failed.message : hasFieldErrors ? leadFormMessages.invalid : null;

  useEffect(() => {
    if (failed && failed.status !== 'invalid') alertRef.current?.focus();
  }, [failed]);

  const text = (name: LeadIntakeField) => {
    const value = failed?.values[name];
    return typeof value === 'string' ? value : undefined;
  };

  return (
    <>
      <h2 id="lead-intake-form-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
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
        aria-labelledby="lead-intake-form-title"
        className="relative mt-8 space-y-6"
      >
        <FormAlert ref={alertRef} message={message} />
        <HoneypotField />
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
            type="email"
            name="email"
            label={contactFieldCopy.email.label}
            autoComplete={contactFieldCopy.email.autoComplete}
            defaultValue={text('email')}
            error={errors.email}
            maxLength={254}
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
          <SelectField
            name="companySize"
            label={copy.fields.companySize.label}
            placeholder={copy.fields.companySize.placeholder}
            options={companySizeOptions}
            defaultValue={text('companySize') ?? ''}
            error={errors.companySize}
            required
          />
        </div>
        <TextAreaField
          name="processes"
          label={copy.fields.processes.label}
          hint={copy.fields.processes.hint}
          defaultValue={text('processes')}
          error={errors.processes}
          maxLength={2000}
          rows={5}
          required
        />
        <SelectField
          name="timeline"
          label={copy.fields.timeline.label}
          placeholder={copy.fields.timeline.placeholder}
          options={timelineOptions}
          defaultValue={text('timeline') ?? ''}
          error={errors.timeline}
          required
        />
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
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

function LeadIntakeThankYou({ lead }: { lead: LeadIntake }) {
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
        <Link to="/lead-intake" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
          {copy.thankYou.another}
        </Link>
      </div>
    </ThankYouPanel>
  );
}
