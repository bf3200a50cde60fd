/**
 * The ROI model screen (/admin/roi-model; issue 29): the figures of the opened version as a form
 * (saving makes a new draft version), beside a draft what it gives for three sample processes
 * against the published version and how to publish it (now, or at a time), and the versions, each
 * openable and an archived one restorable. Every action is a plain post: it works without JavaScript.
 */
import { Form } from 'react-router';
import { Panel } from '../../../components/admin/page-header.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { complexityCopy, roiInputCopy } from '../../../content/roi.ts';
import {
  type Complexity,
  complexities,
  formatCount,
  formatCurrency,
  formatPercent,
  type NumericRoiInput,
  numericRoiInputs,
  type RoiResults,
} from '../../../lib/roi.ts';
import type { RoiComparisonRow } from '../../../lib/roi-model.ts';
import { zoneLabel } from '../../../lib/time-zone.ts';
import { CaseStudyStatusBadge } from '../../case-studies/admin/status-badge.tsx';
import type { RoiModelActionData, RoiModelScreen as ScreenData } from '../roi-model.server.ts';
import { roiModelCopy as copy } from '../roi-model-copy.ts';
import { type RoiModelErrors, type RoiModelFormValues, roiModelField } from '../roi-model-schema.ts';

const heading = 'text-base font-semibold text-slate-900';
const cell = 'px-3 py-2 text-left align-top';

function Field({
  name,
  label,
  hint,
  values,
  errors,
  inputMode = 'decimal',
}: {
  name: string;
  label: string;
  hint?: string;
  values: RoiModelFormValues;
  errors: RoiModelErrors;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <TextField
      id={`roi-model-${name.replace('.', '-')}`}
      name={name}
      label={label}
      hint={hint}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      inputMode={inputMode}
      autoComplete="off"
      required
    />
  );
}

interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
}

/** One complexity's three figures, each labelled with its complexity so a screen reader names it alone. */
function complexityFields(complexity: Complexity): FieldSpec[] {
  const of = complexityCopy[complexity].label;
  return [
    {
      name: roiModelField.profile(complexity, 'savingsRate'),
      label: `${of}: ${copy.savingsRate}`,
      hint: copy.savingsRateHint,
    },
    {
      name: roiModelField.profile(complexity, 'implementationWeeks'),
      label: `${of}: ${copy.implementationWeeks}`,
      inputMode: 'numeric',
    },
    {
      name: roiModelField.profile(complexity, 'productivityGain'),
      label: `${of}: ${copy.productivityGain}`,
      hint: copy.productivityGainHint,
    },
  ];
}

/** One slider's range and default. */
function sliderFields(name: NumericRoiInput): FieldSpec[] {
  const of = roiInputCopy[name].label;
  const parts = [
    [roiModelField.rangeMin(name), copy.rangeMin],
    [roiModelField.rangeMax(name), copy.rangeMax],
    [roiModelField.defaultOf(name), copy.defaultValue],
  ] as const;
  return parts.map(([field, part]) => ({ name: field, label: `${of}: ${part}`, inputMode: 'numeric' }));
}

/** A titled set of field groups (the complexity table, the sliders), three fields a row from tablet width. */
function FieldSection({
  title,
  groups,
  values,
  errors,
}: {
  title: string;
  groups: { legend: string; fields: FieldSpec[] }[];
  values: RoiModelFormValues;
  errors: RoiModelErrors;
}) {
  return (
    <fieldset className="mt-6">
      <legend className={heading}>{title}</legend>
      <div className="mt-3 grid gap-5">
        {groups.map((group) => (
          <fieldset key={group.legend} className="rounded-lg border border-slate-200 p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">{group.legend}</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              {group.fields.map((field) => (
                <Field key={field.name} {...field} values={values} errors={errors} />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

/** What a post does, and to which version. */
function Intent({ intent, version }: { intent: string; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

function ModelForm({ opened, values, errors }: { opened: number; values: RoiModelFormValues; errors: RoiModelErrors }) {
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Panel className="p-4 sm:p-6">
      <Form method="post" noValidate aria-labelledby="roi-model-form-heading">
        <input type="hidden" name="intent" value="save" />
        <h2 id="roi-model-form-heading" className={heading}>
          {copy.formHeading(opened)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.formHint}</p>
        {hasErrors ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {copy.fixErrors}
          </p>
        ) : null}
        <FieldSection
          title={copy.complexityHeading}
          groups={complexities.map((complexity) => ({
            legend: complexityCopy[complexity].label,
            fields: complexityFields(complexity),
          }))}
          values={values}
          errors={errors}
        />
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <Field
            name={roiModelField.costPerWeek}
            label={copy.costPerWeek}
            values={values}
            errors={errors}
            inputMode="numeric"
          />
          <SelectField
            id="roi-model-default-complexity"
            name={roiModelField.defaultOf('complexity')}
            label={copy.defaultComplexity}
            defaultValue={values[roiModelField.defaultOf('complexity')]}
            error={errors[roiModelField.defaultOf('complexity')]}
            options={complexities.map((complexity) => ({ value: complexity, label: complexityCopy[complexity].label }))}
          />
        </div>
        <TextAreaField
          id="roi-model-departments"
          name={roiModelField.departments}
          label={copy.departments}
          hint={copy.departmentsHint}
          defaultValue={values[roiModelField.departments]}
          error={errors[roiModelField.departments]}
          rows={7}
          className="mt-6"
        />
        <FieldSection
          title={copy.slidersHeading}
          groups={numericRoiInputs.map((name) => ({ legend: roiInputCopy[name].label, fields: sliderFields(name) }))}
          values={values}
          errors={errors}
        />
        <Button type="submit" className="mt-6 w-full sm:w-auto">
          {copy.save}
        </Button>
      </Form>
    </Panel>
  );
}

/** A table's column headers. */
function HeaderRow({ labels }: { labels: string[] }) {
  return (
    <thead className="border-b border-slate-200 text-slate-600">
      <tr>
        {labels.map((label, index) => (
          <th key={index} scope="col" className={cell}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const figures = (results: RoiResults | null) =>
  results
    ? {
        savings: formatCurrency(results.estimatedSavings),
        breakEven: formatCount(results.breakEvenMonths, 'month'),
        roi: formatPercent(results.roi),
      }
    : { savings: '–', breakEven: '–', roi: '–' };

function Comparison({ draft, published, rows }: { draft: number; published: number | null; rows: RoiComparisonRow[] }) {
  const metrics = [
    { key: 'savings', label: copy.annualSavings },
    { key: 'breakEven', label: copy.breakEven },
    { key: 'roi', label: copy.firstYearRoi },
  ] as const;
  return (
    <Panel className="p-4 sm:p-6">
      <h2 className={heading} id="roi-model-compare-heading">
        {copy.compareHeading(draft, published)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.compareHint}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm" aria-labelledby="roi-model-compare-heading">
          <HeaderRow
            labels={[copy.sample, published === null ? '' : copy.publishedColumn(published), copy.draftColumn(draft)]}
          />
          <tbody className="divide-y divide-slate-100">
            {rows.flatMap((row) => {
              const before = figures(row.published);
              const after = figures(row.draft);
              return metrics.map((metric, index) => (
                <tr key={`${row.label}-${metric.key}`}>
                  <th scope="row" className={`${cell} font-medium text-slate-800`}>
                    {index === 0 ? (
                      <span className="block">
                        {row.label}: {formatCount(row.inputs.processHours, 'hour')} ×{' '}
                        {formatCurrency(row.inputs.hourlyRate)} × {formatCount(row.inputs.frequency, 'run')}
                      </span>
                    ) : null}
                    <span className="font-normal text-slate-600">{metric.label}</span>
                  </th>
                  <td className={`${cell} tabular-nums`}>{before[metric.key]}</td>
                  <td
                    className={`${cell} font-semibold tabular-nums ${before[metric.key] !== after[metric.key] ? 'text-blue-700' : ''}`}
                  >
                    {after[metric.key]}
                  </td>
                </tr>
              ));
            })}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function PublishPanel({
  version,
  publishAt,
  timeZone,
  scheduleError,
}: {
  version: number;
  publishAt: string | null;
  timeZone: string;
  /** A refused "Publish at": its message and what was typed. */
  scheduleError: { error: string; publishAt: string } | null;
}) {
  return (
    <Panel className="p-4 sm:p-6">
      <h2 className={heading}>{copy.publishHeading}</h2>
      <Form method="post" className="mt-3">
        <Intent intent="publish" version={version} />
        <Button type="submit" className="w-full sm:w-auto">
          {copy.publishNow(version)}
        </Button>
      </Form>
      {publishAt ? (
        <Form method="post" className="mt-5 flex flex-wrap items-center gap-3">
          <Intent intent="unschedule" version={version} />
          <p className="text-sm text-slate-700">{copy.scheduledFor(publishAt)}</p>
          <Button type="submit" variant="outline" size="sm">
            {copy.unschedule}
          </Button>
        </Form>
      ) : (
        <Form method="post" noValidate className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
          <Intent intent="schedule" version={version} />
          <input type="hidden" name="publishAtZone" value={timeZone} />
          <TextField
            id="roi-model-publish-at"
            name="publishAt"
            type="datetime-local"
            step={60}
            label={copy.publishAt}
            hint={copy.publishAtHint(zoneLabel(timeZone))}
            error={scheduleError?.error}
            defaultValue={scheduleError?.publishAt}
            className="flex-1"
          />
          <Button type="submit" variant="outline">
            {copy.schedule}
          </Button>
        </Form>
      )}
    </Panel>
  );
}

function Versions({ versions, opened }: { versions: ScreenData['versions']; opened: number }) {
  return (
    <Panel className="p-4 sm:p-6">
      <h2 className={heading} id="roi-model-versions-heading">
        {copy.versionsHeading}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm" aria-labelledby="roi-model-versions-heading">
          <HeaderRow labels={[copy.version, copy.status, copy.savedBy, copy.savedAt, copy.publishedAt, copy.actions]} />
          <tbody className="divide-y divide-slate-100">
            {versions.map((row) => (
              <tr
                key={row.version}
                aria-current={row.version === opened ? 'true' : undefined}
                className={row.version === opened ? 'bg-blue-50/60' : ''}
              >
                <th scope="row" className={`${cell} font-semibold`}>
                  v{row.version}
                  {row.restoredFrom !== null ? (
                    <span className="block text-xs font-normal text-slate-500">
                      {copy.restoredFrom(row.restoredFrom)}
                    </span>
                  ) : null}
                </th>
                <td className={cell}>
                  <CaseStudyStatusBadge status={row.status} />
                  {row.publishAt ? (
                    <span className="mt-1 block text-xs text-slate-600">{copy.scheduledFor(row.publishAt)}</span>
                  ) : null}
                </td>
                <td className={`${cell} break-all`}>{row.createdBy}</td>
                <td className={`${cell} whitespace-nowrap`}>{row.createdAt}</td>
                <td className={`${cell} whitespace-nowrap`}>{row.publishedAt ?? '–'}</td>
                <td className={cell}>
                  <div className="flex flex-wrap items-center gap-2">
                    <a
                      href={`/admin/roi-model?version=${row.version}`}
                      className="inline-flex min-h-9 items-center rounded-md px-2 font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                    >
                      {copy.open(row.version)}
                    </a>
                    {row.status === 'archived' ? (
                      <Form method="post">
                        <Intent intent="restore" version={row.version} />
                        <Button type="submit" variant="outline" size="sm">
                          {copy.restore(row.version)}
                        </Button>
                      </Form>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

export function RoiModelScreen({ screen, answer }: { screen: ScreenData; answer: RoiModelActionData | undefined }) {
  const saveAnswer = answer?.intent === 'save' ? answer : null;
  const scheduleError = answer?.intent === 'schedule' ? answer : null;
  const { opened, comparison } = screen;
  return (
    <div className="grid gap-6">
      {answer?.intent === 'failure' ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <span className="font-semibold">{answer.title}.</span> {answer.description}
        </p>
      ) : null}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ModelForm
          key={saveAnswer ? 'answer' : opened.version}
          opened={opened.version}
          values={saveAnswer?.values ?? screen.values}
          errors={saveAnswer?.errors ?? {}}
        />
        <div className="grid gap-6 xl:sticky xl:top-6">
          {comparison ? (
            <>
              <Comparison draft={comparison.draft} published={comparison.published} rows={comparison.rows} />
              <PublishPanel
                version={opened.version}
                publishAt={opened.publishAt}
                timeZone={screen.timeZone}
                scheduleError={scheduleError}
              />
            </>
          ) : (
            <Panel className="p-4 sm:p-6">
              <h2 className={heading}>
                {copy.version} {opened.version}
              </h2>
              <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                <CaseStudyStatusBadge status={opened.status} />
              </p>
              <p className="mt-2 text-sm text-slate-700">
                {opened.status === 'published' ? copy.openedPublished : copy.openedArchived}
              </p>
            </Panel>
          )}
        </div>
      </div>
      <Versions versions={screen.versions} opened={opened.version} />
    </div>
  );
}
