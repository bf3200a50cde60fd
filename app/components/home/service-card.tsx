import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_SERVICE_BUTTON_TEXT, type ServiceCardData, type ServiceColor } from '../../content/services.ts';
import { cn } from '../../lib/cn.ts';
import { Reveal } from '../marketing/reveal.tsx';
import { type ButtonVariant, buttonClasses } from '../ui/button.tsx';

const palette: Record<ServiceColor, { icon: string; bar: string; button: ButtonVariant }> = {
  blue: {
    button: 'primary',
    icon: 'from-blue-600 to-sky-500 shadow-blue-600/25',
    bar: 'from-blue-600 to-sky-400',
  },
  purple: {
    button: 'violet',
    icon: 'from-violet-600 to-indigo-500 shadow-violet-600/25',
    bar: 'from-violet-600 to-indigo-400',
  },
  green: {
    button: 'emerald',
    icon: 'from-emerald-600 to-teal-500 shadow-emerald-600/25',
    bar: 'from-emerald-600 to-teal-400',
  },
};

export { DEFAULT_SERVICE_BUTTON_TEXT };

/** One service of 'How Can We Help?' (SPEC 3 'Service card'), revealed after its own delay. */
export function ServiceCard({ service }: { service: ServiceCardData }) {
  const colors = palette[service.color];
  return (
    <Reveal
      as="article"
      delay={service.delay}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition-[box-shadow,transform] duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-slate-300/40 motion-reduce:hover:translate-y-0 sm:p-8"
    >
      <span aria-hidden className={cn('absolute inset-x-0 top-0 h-1 bg-gradient-to-r', colors.bar)} />
      <span
        className={cn(
          'inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-lg',
          colors.icon,
        )}
      >
        <service.icon aria-hidden className="size-7" />
      </span>
      <h3 className="mt-7 text-xl font-semibold text-slate-900">{service.title}</h3>
      <p className="mt-3 flex-1 leading-7 text-slate-600">{service.description}</p>
      <Link to={service.link} className={buttonClasses({ variant: colors.button, className: 'mt-8 self-start' })}>
        {service.buttonText ?? (
          <>
            {DEFAULT_SERVICE_BUTTON_TEXT}
            {/* The generic label gets the card's name for screen readers and search engines. */}
            <span className="sr-only"> about {service.title}</span>
          </>
        )}
        <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </Reveal>
  );
}
