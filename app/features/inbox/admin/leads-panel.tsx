/**
 * The dashboard's "Leads" panel: submissions per week over the last twelve weeks, stacked by source
 * (UTM source, else referrer domain, else "direct"), and the case studies most often read before a
 * submission. A hand-drawn SVG like the ROI calculator's savings chart (no chart library, no
 * script): two drawings of the same data, compact for phones and wide from `sm`, and the numbers in
 * a table for screen readers.
 */
import { ChartColumn } from 'lucide-react';
import { Panel } from '../../../components/admin/page-header.tsx';
import { type LeadsPanelData, NOT_RECORDED, OTHER_SOURCES } from '../../../lib/lead-attribution.ts';
import { niceAxis } from '../../../lib/roi.ts';

const palette = ['#2563eb', '#059669', '#d97706', '#7c3aed', '#db2777'];
const fixedColors: Record<string, string> = { [OTHER_SOURCES]: '#64748b', [NOT_RECORDED]: '#cbd5e1' };
const text = '#475569';
const grid = '#e2e8f0';

const colorOf = (sources: readonly string[], source: string) =>
  fixedColors[source] ?? palette[sources.indexOf(source) % palette.length] ?? '#64748b';

const weekLabel = (start: string) =>
  new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What the chart shows, in a sentence (the drawing's description). */
export function describeLeads(data: LeadsPanelData): string {
  const top = data.sources[0];
  const topCount = top ? data.weeks.reduce((sum, week) => sum + (week.counts[top] ?? 0), 0) : 0;
  return `${plural(data.total, 'submission', 'submissions')} in the last ${data.weeks.length} weeks${
    top ? `; most from ${top} (${topCount.toLocaleString('en-US')})` : ''
  }.`;
}

function Drawing({
  data,
  width,
  height,
  fontSize,
  labelEvery,
  idPrefix,
  className,
}: {
  data: LeadsPanelData;
  width: number;
  height: number;
  fontSize: number;
  labelEvery: number;
  idPrefix: string;
  className: string;
}) {
  const axis = niceAxis(Math.max(1, ...data.weeks.map((week) => week.total)), 3, { whole: true });
  const pad = { top: fontSize, right: 4, bottom: fontSize * 2.2, left: fontSize * 2.4 };
  const plot = { x: pad.left, y: pad.top, width: width - pad.left - pad.right, height: height - pad.top - pad.bottom };
  const yOf = (value: number) => plot.y + plot.height - (value / axis.max) * plot.height;
  const slot = plot.width / data.weeks.length;
  const barWidth = slot * 0.62;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-desc`}
      className={className}
      style={{ fontSize }}
    >
      <title id={`${idPrefix}-title`}>Submissions per week by source</title>
      <desc id={`${idPrefix}-desc`}>{describeLeads(data)}</desc>
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plot.x}
            x2={plot.x + plot.width}
            y1={yOf(tick)}
            y2={yOf(tick)}
            stroke={tick === 0 ? '#94a3b8' : grid}
          />
          <text x={plot.x - 6} y={yOf(tick)} dy="0.32em" textAnchor="end" fill={text}>
            {tick.toLocaleString('en-US')}
          </text>
        </g>
      ))}
      {data.weeks.map((week, index) => {
        const x = plot.x + index * slot + (slot - barWidth) / 2;
        let below = 0;
        return (
          <g key={week.start} data-week={week.start}>
            {data.sources.map((source) => {
              const count = week.counts[source] ?? 0;
              if (count === 0) return null;
              const y = yOf(below + count);
              const barHeight = yOf(below) - y;
              below += count;
              return (
                <rect key={source} x={x} y={y} width={barWidth} height={barHeight} fill={colorOf(data.sources, source)}>
                  <title>{`Week of ${weekLabel(week.start)}: ${source} ${count}`}</title>
                </rect>
              );
            })}
            {index % labelEvery === (data.weeks.length - 1) % labelEvery ? (
              <text x={x + barWidth / 2} y={plot.y + plot.height + fontSize * 1.4} textAnchor="middle" fill={text}>
                {weekLabel(week.start)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

export function LeadsPanel({ data }: { data: LeadsPanelData | null }) {
  return (
    <section aria-labelledby="leads-heading" className="mt-8">
      <Panel>
        <header className="flex items-start gap-3 border-b border-slate-100 px-4 py-4 sm:px-5">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
            <ChartColumn className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id="leads-heading" className="font-semibold text-slate-900">
              Leads
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">
              Contact messages, lead forms and ROI e-mail requests per week over the last 12 weeks, by where the visit
              came from (UTM source, else the referring site, else direct).
            </p>
          </div>
        </header>
        {data === null ? (
          <p role="alert" className="px-5 py-8 text-center text-red-700">
            Failed to load the leads
          </p>
        ) : data.total === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-slate-600">No submissions in the last 12 weeks.</p>
        ) : (
          <div className="grid gap-6 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="min-w-0">
              <p className="text-sm text-slate-700">{describeLeads(data)}</p>
              <Drawing
                data={data}
                width={360}
                height={190}
                fontSize={11}
                labelEvery={3}
                idPrefix="leads-chart-compact"
                className="mt-3 h-auto w-full sm:hidden"
              />
              <Drawing
                data={data}
                width={720}
                height={220}
                fontSize={12}
                labelEvery={1}
                idPrefix="leads-chart"
                className="mt-3 hidden h-auto w-full sm:block"
              />
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Sources">
                {data.sources.map((source) => (
                  <li key={source} className="flex items-center gap-1.5">
                    <span
                      className="size-3 rounded-sm"
                      style={{ backgroundColor: colorOf(data.sources, source) }}
                      aria-hidden="true"
                    />
                    {source}
                  </li>
                ))}
              </ul>
              <table className="sr-only">
                <caption>Submissions per week by source</caption>
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    {data.sources.map((source) => (
                      <th key={source} scope="col">
                        {source}
                      </th>
                    ))}
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {data.weeks.map((week) => (
                    <tr key={week.start}>
                      <th scope="row">{weekLabel(week.start)}</th>
                      {data.sources.map((source) => (
                        <td key={source}>{week.counts[source] ?? 0}</td>
                      ))}
                      <td>{week.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-slate-900">Case studies read before a submission</h3>
              {data.caseStudies.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">None of these visitors read a case study.</p>
              ) : (
                <ol className="mt-2 divide-y divide-slate-100 text-sm" data-leads-case-studies>
                  {data.caseStudies.map((study) => (
                    <li key={study.slug} className="flex items-baseline justify-between gap-3 py-1.5">
                      <span className="min-w-0 break-words text-slate-800">{study.title ?? study.slug}</span>
                      <span className="shrink-0 text-slate-600 tabular-nums">
                        {plural(study.submissions, 'submission', 'submissions')}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        )}
      </Panel>
    </section>
  );
}
