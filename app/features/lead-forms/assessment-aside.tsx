import { ArrowRight, Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { Reveal } from '../../components/marketing/reveal.tsx';
import { assessmentAside } from './aside-copy.ts';

const accents = [
  'bg-emerald-50 text-emerald-700 ring-emerald-600/15',
  'bg-blue-50 text-blue-700 ring-blue-600/15',
  'bg-violet-50 text-violet-700 ring-violet-600/15',
];

/** The column beside the questionnaire: its benefits, then the way to the ROI calculator (a static island). */
export function AssessmentAside() {
  return (
    <div className="space-y-8">
      <AssessmentBenefits />
      <RoiCalculatorPromo />
    </div>
  );
}

/** The three benefit cards of the process assessment page (SPEC 2.10). */
function AssessmentBenefits() {
  const { benefits } = assessmentAside;
  return (
    <section aria-labelledby="assessment-benefits-title">
      <h2 id="assessment-benefits-title" className="text-xl font-bold tracking-tight">
        {benefits.title}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {benefits.cards.map((card, index) => (
          <Reveal
            as="li"
            key={card.title}
            delay={index * 100}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-start gap-4 sm:flex-col lg:flex-row">
              <span
                className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset ${accents[index % accents.length]}`}
              >
                <card.icon aria-hidden className="size-6" />
              </span>
              <div>
                <h3 className="text-base font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-600">{card.description}</p>
              </div>
            </div>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}

/** The way to the ROI calculator for visitors who want a figure before talking to anyone. */
function RoiCalculatorPromo() {
  const { roi } = assessmentAside;
  return (
    <section
      aria-labelledby="assessment-roi-title"
      className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-blue-700 via-indigo-700 to-violet-700 p-6 text-white shadow-lg shadow-indigo-900/20"
    >
      <div aria-hidden className="absolute -top-16 -right-16 -z-10 size-48 rounded-full bg-white/10 blur-2xl" />
      <Calculator aria-hidden className="size-7 text-white" />
      <h2 id="assessment-roi-title" className="mt-4 text-lg font-semibold text-white">
        {roi.title}
      </h2>
      <p className="mt-2 text-sm leading-6 text-white">{roi.lead}</p>
      <Link
        to={roi.link.href}
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-blue-800 shadow-sm transition-colors hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {roi.link.label}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
