/**
 * Cumulative savings month by month against the one-off implementation cost, with the break-even
 * month marked: a small hand-drawn SVG (no chart library), described for screen readers by its
 * title and description. Two drawings share the data: a compact one for phones and a wide one from
 * the `sm` breakpoint, so the labels stay readable at either width.
 */
import { roiCopy } from '../../content/roi.ts';
import {
  formatCompactCurrency,
  formatCount,
  formatCurrency,
  monthTicks,
  niceAxis,
  type RoiResults,
  savingsTimeline,
} from '../../lib/roi.ts';

const colors = {
  bar: '#2563eb',
  barBefore: '#93c5fd',
  cost: '#b45309',
  even: '#047857',
  grid: '#e2e8f0',
  text: '#475569',
};

/** What the chart shows, in a sentence. */
export function describeChart(results: RoiResults): string {
  const timeline = savingsTimeline(results);
  const last = timeline[timeline.length - 1];
  const reach = last
    ? `, reaching ${formatCurrency(last.cumulativeSavings)} after ${formatCount(last.month, 'month')}`
    : '';
  const start = `Cumulative savings grow by ${formatCurrency(results.monthlySavings)} a month`;
  return results.breakEvenMonths <= timeline.length - 1
    ? `${start} and pass the ${formatCurrency(results.implementationCost)} implementation cost in month ${results.breakEvenMonths}${reach}.`
    : `${start}${reach}; they pass the ${formatCurrency(results.implementationCost)} implementation cost only after ${formatCount(results.breakEvenMonths, 'month')}.`;
}

function Drawing({
  results,
  width,
  height,
  fontSize,
  idPrefix,
  className,
}: {
  results: RoiResults;
  width: number;
  height: number;
  fontSize: number;
  idPrefix: string;
  className: string;
}) {
  const timeline = savingsTimeline(results);
  const lastMonth = timeline.length - 1;
  const axis = niceAxis(Math.max(results.implementationCost, timeline[lastMonth]?.cumulativeSavings ?? 0) * 1.05);
  const pad = { top: fontSize * 2.6, right: 8, bottom: fontSize * 3.2, left: fontSize * 4.2 };
  const plot = { x: pad.left, y: pad.top, width: width - pad.left - pad.right, height: height - pad.top - pad.bottom };
  const yOf = (value: number) => plot.y + plot.height - (Math.min(value, axis.max) / axis.max) * plot.height;
  const slot = plot.width / lastMonth;
  const xOf = (month: number) => plot.x + (month - 0.5) * slot;
  const barWidth = Math.max(1.5, slot * 0.64);
  const costY = yOf(results.implementationCost);
  const showsBreakEven = results.breakEvenMonths <= lastMonth;
  const evenX = xOf(results.breakEvenMonths);
  const evenLabel = `Break-even: month ${results.breakEvenMonths}`;
  const labelWidth = evenLabel.length * fontSize * 0.56 + fontSize;
  const labelX = Math.min(Math.max(evenX - labelWidth / 2, plot.x), plot.x + plot.width - labelWidth);
  // Above every bar the label spans (savings only grow, so the last one under it is the tallest).
  const lastUnderLabel = Math.min(lastMonth, Math.floor((labelX + labelWidth - plot.x) / slot) + 1);
  const labelHeight = fontSize * 1.7;
  const labelY = Math.max(
    2,
    Math.min(costY, yOf(results.monthlySavings * lastUnderLabel)) - labelHeight - fontSize * 0.6,
  );

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-desc`}
      className={className}
      style={{ fontSize }}
    >
      <title id={`${idPrefix}-title`}>{roiCopy.chartHeading}</title>
      <desc id={`${idPrefix}-desc`}>{describeChart(results)}</desc>
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plot.x}
            x2={plot.x + plot.width}
            y1={yOf(tick)}
            y2={yOf(tick)}
            stroke={tick === 0 ? '#94a3b8' : colors.grid}
          />
          <text x={plot.x - 6} y={yOf(tick)} dy="0.32em" textAnchor="end" fill={colors.text}>
            {formatCompactCurrency(tick)}
          </text>
        </g>
      ))}
      {timeline.slice(1).map((point) => (
        <rect
          key={point.month}
          data-month={point.month}
          x={xOf(point.month) - barWidth / 2}
          y={yOf(point.cumulativeSavings)}
          width={barWidth}
          height={plot.y + plot.height - yOf(point.cumulativeSavings)}
          rx={Math.min(3, barWidth / 4)}
          fill={point.month >= results.breakEvenMonths ? colors.bar : colors.barBefore}
        />
      ))}
      {monthTicks(lastMonth)
        .filter((month) => month > 0)
        .map((month) => (
          <text
            key={month}
            x={xOf(month)}
            y={plot.y + plot.height + fontSize * 1.3}
            textAnchor="middle"
            fill={colors.text}
          >
            {month}
          </text>
        ))}
      <text x={plot.x + plot.width / 2} y={height - 2} textAnchor="middle" fill={colors.text}>
        Months after go-live
      </text>
      <line
        x1={plot.x}
        x2={plot.x + plot.width}
        y1={costY}
        y2={costY}
        stroke={colors.cost}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      {showsBreakEven ? (
        <g data-testid="break-even-marker">
          <circle cx={evenX} cy={costY} r={fontSize * 0.42} fill="#ffffff" stroke={colors.even} strokeWidth={2.5} />
          <rect
            x={labelX}
            y={labelY}
            width={labelWidth}
            height={fontSize * 1.7}
            rx={fontSize * 0.4}
            fill={colors.even}
          />
          <text
            x={labelX + labelWidth / 2}
            y={labelY + fontSize * 0.85}
            dy="0.35em"
            textAnchor="middle"
            fill="#ffffff"
            fontWeight={600}
          >
            {evenLabel}
          </text>
        </g>
      ) : (
        <text x={plot.x + 8} y={plot.y + fontSize} fill={colors.cost} fontWeight={600}>
          Break-even after {formatCount(results.breakEvenMonths, 'month')}
        </text>
      )}
    </svg>
  );
}

export function SavingsChart({ results }: { results: RoiResults }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <figcaption className="text-base font-semibold text-slate-900">{roiCopy.chartHeading}</figcaption>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-xs text-slate-600" aria-hidden>
        <li className="flex items-center gap-2">
          <span className="size-3 rounded-sm" style={{ background: colors.bar }} />
          Cumulative savings
        </li>
        <li className="flex items-center gap-2">
          <span className="h-0.5 w-5 border-t-2 border-dashed" style={{ borderColor: colors.cost }} />
          Implementation cost ({formatCurrency(results.implementationCost)})
        </li>
        <li className="flex items-center gap-2">
          <span className="size-3 rounded-full border-2 bg-white" style={{ borderColor: colors.even }} />
          Break-even
        </li>
      </ul>
      <Drawing
        results={results}
        width={340}
        height={230}
        fontSize={11}
        idPrefix="savings-chart-compact"
        className="mt-4 block h-auto w-full sm:hidden"
      />
      <Drawing
        results={results}
        width={640}
        height={280}
        fontSize={12}
        idPrefix="savings-chart-wide"
        className="mt-4 hidden h-auto w-full sm:block"
      />
    </figure>
  );
}
