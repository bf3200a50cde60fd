/**
 * The text of the booking fallback (booking-embed.tsx) around its button, as two static islands:
 * only words, an icon and a mail link, so neither their code nor their words load with the page.
 */
import { CalendarClock } from 'lucide-react';
import { useSiteSettings } from '../../components/site/site-settings.ts';
import { bookingFallbackCopy } from './contact-island-copy.ts';

export function BookingFallbackIntro() {
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-blue-50 text-blue-700 ring-1 ring-blue-600/20">
        <CalendarClock aria-hidden className="size-6" />
      </span>
      <h2 id="booking-fallback-title" className="mt-5 text-2xl font-bold tracking-tight">
        {bookingFallbackCopy.title}
      </h2>
      <p className="mt-3 max-w-xl text-base leading-7 text-slate-600">{bookingFallbackCopy.body}</p>
    </>
  );
}

export function BookingFallbackEmail() {
  const settings = useSiteSettings();
  if (!settings) return null;
  const { contactEmail } = settings;
  return (
    <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-600">
      {bookingFallbackCopy.orWrite}{' '}
      <a
        href={`mailto:${contactEmail}`}
        className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800"
      >
        {contactEmail}
      </a>
      .
    </p>
  );
}
