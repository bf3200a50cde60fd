import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * What replaces a lead form once it is sent: a confirmation that names the visitor, a summary of
 * what they told us, and where to go next. Focus moves to its heading so screen-reader and keyboard
 * users land on the confirmation instead of a vanished button.
 */
export function ThankYouPanel({
  title,
  lead,
  summaryTitle,
  rows,
  children,
}: {
  title: string;
  lead: string;
  summaryTitle: string;
  rows: { label: string; value: string }[];
  children?: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div ref={panelRef} data-testid="thank-you" className="scroll-mt-28">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-600/20">
        <CheckCircle2 aria-hidden className="size-7" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight outline-none sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 text-base leading-7 text-slate-600">{lead}</p>
      <h3 className="mt-8 text-sm font-semibold tracking-wider text-slate-900 uppercase">{summaryTitle}</h3>
      <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50/60">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
            <dd className="text-sm break-words whitespace-pre-line text-slate-900 sm:col-span-2">{row.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
