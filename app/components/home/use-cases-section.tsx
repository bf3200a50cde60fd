import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useCasesSection } from '../../content/home.ts';
import { Reveal } from '../marketing/reveal.tsx';
import { Section, SectionHeading } from '../marketing/section.tsx';
import { buttonClasses } from '../ui/button.tsx';

/** Home use-case section (SPEC 2.3): what we automate, department by department. */
export function UseCasesSection() {
  return (
    <Section id="use-cases" labelledBy="use-cases-title">
      <SectionHeading id="use-cases-title" copy={useCasesSection.heading} />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {useCasesSection.departments.map((item, index) => (
          <Reveal
            as="li"
            key={item.department}
            delay={(index % 3) * 100}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7"
          >
            <div className="flex items-center gap-4">
              <span className="flex size-11 items-center justify-center rounded-xl bg-blue-50 text-blue-700 ring-1 ring-inset ring-blue-100">
                <item.icon aria-hidden className="size-5" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{item.department}</h3>
            </div>
            <ul className="mt-5 space-y-2.5 border-t border-slate-100 pt-5">
              {item.examples.map((example) => (
                <li key={example} className="flex items-center gap-2.5 text-slate-600">
                  <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-indigo-500" />
                  {example}
                </li>
              ))}
            </ul>
          </Reveal>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link to={useCasesSection.action.href} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
          {useCasesSection.action.label}
          <ArrowRight aria-hidden className="size-5" />
        </Link>
      </div>
    </Section>
  );
}
