import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { agentsTeaser, serviceCards, servicesSection } from '../../content/services.ts';
import { Section, SectionHeading } from '../marketing/section.tsx';
import { ServiceCard } from './service-card.tsx';

/** 'How Can We Help?' (SPEC 1): the three service cards, rendered from data. */
export function ServicesSection() {
  return (
    <Section id="services" labelledBy="services-title">
      <SectionHeading id="services-title" copy={servicesSection} />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {serviceCards.map((service) => (
          <li key={service.link} className="md:last:col-span-2 lg:last:col-span-1">
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      <p className="mt-12 text-center text-slate-600">
        {agentsTeaser.text}{' '}
        <Link
          to={agentsTeaser.link.href}
          className="inline-flex items-center gap-1 font-semibold text-blue-700 underline-offset-4 hover:underline"
        >
          {agentsTeaser.link.label}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
