/**
 * The simple editor's Key Results (SPEC 2.11, 5): rows of result text and an optional metric,
 * starting with three empty rows. A row without text is not saved; a result without a metric is
 * saved as 'Achieved' and shows empty again when edited.
 */
import { Plus, Trash2 } from 'lucide-react';
import { TextField } from '../../../components/forms/field.tsx';
import { emptyResult, type ResultDraft } from '../case-study-form.ts';
import { LIMITS } from '../case-study-schema.ts';
import { fieldNames, RowButton } from './fields.tsx';
import { addButton } from './metrics-editor.tsx';

export function ResultsEditor({
  results,
  onChange,
  errors,
}: {
  results: ResultDraft[];
  onChange: (results: ResultDraft[]) => void;
  errors: Record<string, string>;
}) {
  const update = (index: number, patch: Partial<ResultDraft>) =>
    onChange(results.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {results.map((result, index) => (
          <li
            key={result.key}
            className="grid grid-cols-[1fr_auto] items-end gap-3 rounded-lg border border-slate-200 bg-slate-50/50 p-3 sm:grid-cols-[1fr_11rem_auto]"
          >
            <TextField
              {...fieldNames(`results.${index}.text`)}
              label={`Result ${index + 1}`}
              value={result.text}
              maxLength={LIMITS.resultText}
              placeholder="Invoices posted without a touch"
              error={errors[`results.${index}.text`]}
              className="col-span-2 sm:col-span-1"
              onChange={(event) => update(index, { text: event.target.value })}
            />
            <TextField
              {...fieldNames(`results.${index}.metric`)}
              label="Metric"
              value={result.metric}
              maxLength={LIMITS.metricValue}
              placeholder="78%"
              error={errors[`results.${index}.metric`]}
              onChange={(event) => update(index, { metric: event.target.value })}
            />
            <RowButton
              label={`Remove result ${index + 1}`}
              tone="danger"
              onClick={() => onChange(results.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </RowButton>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500">
          Rows without a result are skipped. An empty metric shows as “Achieved”.
        </p>
        <button type="button" onClick={() => onChange([...results, emptyResult()])} className={addButton}>
          <Plus className="size-4" aria-hidden="true" />
          Add result
        </button>
      </div>
    </div>
  );
}
