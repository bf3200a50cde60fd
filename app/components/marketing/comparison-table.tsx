import { Bot, Sparkles } from 'lucide-react';
import type { ComparisonRow } from '../../content/agents.ts';
import { Reveal } from './reveal.tsx';

/**
 * Traditional RPA versus AI agents as a real data table: a caption, column headers and one row
 * header per capability, so screen readers announce each cell with its capability and approach.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: { capability: string; rpa: string; agents: string };
  rows: readonly ComparisonRow[];
}) {
  return (
    <Reveal className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl shadow-slate-200/60">
      <table className="w-full table-fixed border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-[30%] sm:w-1/4" />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="bg-slate-50 px-3 py-4 font-semibold text-slate-900 sm:px-6 sm:py-5">
              {columns.capability}
            </th>
            <th scope="col" className="bg-slate-50 px-3 py-4 font-semibold text-slate-700 sm:px-6 sm:py-5">
              <span className="flex items-center gap-2">
                <Bot aria-hidden className="hidden size-5 text-slate-500 sm:block" />
                {columns.rpa}
              </span>
            </th>
            <th scope="col" className="bg-indigo-600 px-3 py-4 font-semibold text-white sm:px-6 sm:py-5">
              <span className="flex items-center gap-2">
                <Sparkles aria-hidden className="hidden size-5 sm:block" />
                {columns.agents}
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.capability}>
              <th scope="row" className="px-3 py-4 align-top font-semibold text-slate-900 sm:px-6 sm:py-5">
                {row.capability}
              </th>
              <td className="px-3 py-4 align-top text-slate-600 sm:px-6 sm:py-5">{row.rpa}</td>
              <td className="bg-indigo-50/60 px-3 py-4 align-top font-medium text-slate-900 sm:px-6 sm:py-5">
                {row.agents}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Reveal>
  );
}
