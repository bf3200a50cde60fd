import type { ShouldRevalidateFunction } from 'react-router';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { bookingFrameSrc } from '../features/contact/booking-embed.ts';
import { contactCopy } from '../features/contact/contact-copy.ts';
import { answerContactPost } from '../features/contact/contact-post.server.ts';
import { ContactSection } from '../features/contact/contact-section.tsx';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/contact';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Contact', path: '/contact' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: contactCopy.title,
    description: contactCopy.metaDescription,
    path: '/contact',
    siteUrl: siteUrlFrom(matches),
  });

export function loader({ context }: Route.LoaderArgs) {
  return { bookingSrc: bookingFrameSrc(context.get(servicesContext).config) };
}

/** The booking page's address cannot change while the server runs: switching modes needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

/** The e-mail form posted without JavaScript, to send it or to switch modes (contact-post.server.ts). */
export function action(args: Route.ActionArgs) {
  return answerContactPost(args);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={contactCopy.eyebrow} title={contactCopy.title} lead={contactCopy.lead} />
      <ContactSection bookingSrc={loaderData.bookingSrc} answer={actionData ?? undefined} className="pb-24" />
    </>
  );
}
