import { Mail } from 'lucide-react';
import { projectRequestAside } from './aside-copy.ts';

/** The project request page's side panel: what happens after sending, some proof, and the direct line. */
export function ProjectRequestAside() {
  const { nextSteps, proof, direct } = projectRequestAside;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="next-steps-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="next-steps-title" className="text-xl font-bold tracking-tight">
          {nextSteps.title}
        </h2>
        <ol className="mt-6 space-y-6">
          {nextSteps.steps.map((step, index) => (
            <li key={step.title} className="relative flex gap-4">
              <span
                aria-hidden
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-base font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <dl className="grid grid-cols-2 gap-4">
        {proof.map((item) => (
          <div key={item.label} className="flex flex-col rounded-2xl bg-slate-900 p-5 text-center">
            <dt className="text-sm text-slate-300">{item.label}</dt>
            <dd className="order-first mb-1 text-3xl font-bold tracking-tight text-white">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700">
        <Mail aria-hidden className="size-5 shrink-0 text-blue-700" />
        <span>
          {direct.lead}{' '}
          <a
            href={`mailto:${direct.email}`}
            className="font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-800"
          >
            {direct.email}
          </a>
        </span>
      </p>
    </div>
  );
}
