/**
 * What differs between two versions, field by field: the History tab (a version against the current
 * one) and the conflict notice (what another person's save changed). Long text shows the words that
 * changed; deleted and inserted words carry their meaning in words too, for screen readers.
 */
import type { DiffPart, FieldChange } from '../../../lib/revisions.ts';

export interface ChangeListLabels {
  before: string;
  after: string;
  empty: string;
}

function Value({ text, empty }: { text: string; empty: string }) {
  return text === '' ? (
    <span className="text-slate-500 italic">{empty}</span>
  ) : (
    <span className="whitespace-pre-wrap break-words">{text}</span>
  );
}

function WordDiff({ parts, labels }: { parts: DiffPart[]; labels: ChangeListLabels }) {
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800">
      {parts.map((part, index) => {
        const key = `${index}-${part.change}`;
        if (part.change === 'removed') {
          return (
            <del key={key} className="rounded-sm bg-red-50 text-red-800 decoration-red-700">
              <span className="sr-only">[{labels.before}: </span>
              {part.text}
              <span className="sr-only">]</span>
            </del>
          );
        }
        if (part.change === 'added') {
          return (
            <ins key={key} className="rounded-sm bg-emerald-50 text-emerald-900 no-underline ring-1 ring-emerald-200">
              <span className="sr-only">[{labels.after}: </span>
              {part.text}
              <span className="sr-only">]</span>
            </ins>
          );
        }
        return <span key={key}>{part.text}</span>;
      })}
    </p>
  );
}

export function ChangeList({ changes, labels }: { changes: FieldChange[]; labels: ChangeListLabels }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {changes.map((change) => (
        <div key={change.field} className="px-4 py-3">
          <dt className="text-sm font-semibold text-slate-900">{change.field}</dt>
          <dd className="mt-2">
            {change.parts ? (
              <>
                <p className="mb-1.5 text-xs text-slate-600">
                  <del className="bg-red-50 text-red-800">Struck through</del>: {labels.before}.{' '}
                  <ins className="bg-emerald-50 text-emerald-900 no-underline ring-1 ring-emerald-200">Highlighted</ins>
                  : {labels.after}.
                </p>
                <WordDiff parts={change.parts} labels={labels} />
              </>
            ) : (
              <div className="grid gap-2 text-sm sm:grid-cols-2">
                <div className="rounded-md bg-red-50/60 px-3 py-2">
                  <p className="text-xs font-medium text-slate-600">{labels.before}</p>
                  <p className="mt-0.5 text-slate-900">
                    <Value text={change.before} empty={labels.empty} />
                  </p>
                </div>
                <div className="rounded-md bg-emerald-50/60 px-3 py-2">
                  <p className="text-xs font-medium text-slate-600">{labels.after}</p>
                  <p className="mt-0.5 text-slate-900">
                    <Value text={change.after} empty={labels.empty} />
                  </p>
                </div>
              </div>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
