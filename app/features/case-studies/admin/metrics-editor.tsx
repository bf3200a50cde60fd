/**
 * The full editor's metrics (SPEC 3): label, value, type, description and emphasis, in an order the
 * author sets with Move up / Move down. Only rows with both a label and a value are saved (SPEC 5);
 * a half-filled row says so rather than vanishing silently.
 */
import { ArrowDown, ArrowUp, BarChart3, Plus, Trash2 } from 'lucide-react';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { SelectField, TextField } from '../../../components/forms/field.tsx';
import { METRIC_TYPES } from '../../../lib/case-study.ts';
import { cn } from '../../../lib/cn.ts';
import { emptyMetric, type MetricDraft, moveItem } from '../case-study-form.ts';
import { LIMITS } from '../case-study-schema.ts';
import { checkboxNames, EditorCard, fieldNames, RowButton } from './fields.tsx';

const TYPE_LABELS: Record<(typeof METRIC_TYPES)[number], string> = {
  percentage: 'Percentage',
  currency: 'Currency',
  number: 'Number',
  time: 'Time',
  text: 'Text',
};

export function MetricsEditor({
  metrics,
  onChange,
  errors,
}: {
  metrics: MetricDraft[];
  onChange: (metrics: MetricDraft[]) => void;
  errors: Record<string, string>;
}) {
  const update = (index: number, patch: Partial<MetricDraft>) =>
    onChange(metrics.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  const add = () => onChange([...metrics, emptyMetric()]);

  return (
    <EditorCard
      title="Key metrics"
      description="The figures of the Key Results grid and of the case-study cards, in this order. Cards and carousels show the first four."
      icon={<BarChart3 className="size-4" aria-hidden="true" />}
      actions={
        metrics.length > 0 ? (
          <button type="button" onClick={add} className={addButton}>
            <Plus className="size-4" aria-hidden="true" />
            Add metric
          </button>
        ) : null
      }
    >
      {metrics.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
          <p className="text-sm font-medium text-slate-800">No metrics yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Add the results a reader should remember, such as “78% touchless”.
          </p>
          <button type="button" onClick={add} className={cn(addButton, 'mt-4')}>
            <Plus className="size-4" aria-hidden="true" />
            Add metric
          </button>
        </div>
      ) : (
        <ol className="space-y-4">
          {metrics.map((metric, index) => {
            const path = `metrics.${index}`;
            const incomplete = (metric.label.trim() === '') !== (metric.value.trim() === '');
            return (
              <li key={metric.key} className="rounded-lg border border-slate-200 bg-slate-50/50 p-4">
                <div className="mb-3 flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-slate-900">
                    Metric {index + 1}
                    {metric.emphasis ? (
                      <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                        Highlighted
                      </span>
                    ) : null}
                  </h3>
                  <div className="flex items-center">
                    <RowButton
                      label={`Move metric ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => onChange(moveItem(metrics, index, -1))}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      label={`Move metric ${index + 1} down`}
                      disabled={index === metrics.length - 1}
                      onClick={() => onChange(moveItem(metrics, index, 1))}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      label={`Remove metric ${index + 1}`}
                      tone="danger"
                      onClick={() => onChange(metrics.filter((_, i) => i !== index))}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </RowButton>
                  </div>
                </div>
                <div className="grid gap-4 sm:grid-cols-[1fr_10rem_10rem]">
                  <TextField
                    {...fieldNames(`${path}.label`)}
                    label="Label"
                    value={metric.label}
                    maxLength={LIMITS.metricLabel}
                    placeholder="Touchless invoices"
                    error={errors[`${path}.label`]}
                    onChange={(event) => update(index, { label: event.target.value })}
                  />
                  <TextField
                    {...fieldNames(`${path}.value`)}
                    label="Value"
                    value={metric.value}
                    maxLength={LIMITS.metricValue}
                    placeholder="78%"
                    error={errors[`${path}.value`]}
                    onChange={(event) => update(index, { value: event.target.value })}
                  />
                  <SelectField
                    {...fieldNames(`${path}.metricType`)}
                    label="Type"
                    value={metric.metricType}
                    error={errors[`${path}.metricType`]}
                    options={METRIC_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
                    onChange={(event) => update(index, { metricType: event.target.value as MetricDraft['metricType'] })}
                  />
                </div>
                <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
                  <TextField
                    {...fieldNames(`${path}.description`)}
                    label="Description"
                    value={metric.description}
                    maxLength={LIMITS.metricDescription}
                    placeholder="Optional: what the figure measures"
                    error={errors[`${path}.description`]}
                    onChange={(event) => update(index, { description: event.target.value })}
                  />
                  <CheckboxField
                    {...checkboxNames(`${path}.emphasis`)}
                    label="Highlight (emphasis)"
                    checked={metric.emphasis}
                    onCheckedChange={(emphasis) => update(index, { emphasis })}
                    className="sm:pb-3"
                  />
                </div>
                {incomplete ? (
                  <p className="mt-3 text-xs font-medium text-amber-800">
                    Add both a label and a value, or this metric is not saved.
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </EditorCard>
  );
}

export const addButton =
  'inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
