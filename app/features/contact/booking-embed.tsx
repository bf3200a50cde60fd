/**
 * Consultation mode: the booking page of the booking service in a frame (SPEC 2.4, height 730),
 * or, when no SCHEDULER_URL is configured, a card that sends visitors to the e-mail form instead.
 */
import { CalendarClock, Mail } from 'lucide-react';
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { BOOKING_FRAME_HEIGHT } from './booking-embed.ts';
import { contactCopy } from './contact-copy.ts';
import { switchModeSubmit, useChooseContactMode } from './contact-mode-switch.tsx';

export function BookingEmbed({ src, placement }: { src: string | null; placement?: FormPlacement | undefined }) {
  const choose = useChooseContactMode();
  if (src) {
    return (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-200/60">
        <iframe
          src={src}
          title={contactCopy.booking.frameTitle}
          height={BOOKING_FRAME_HEIGHT}
          className="block w-full"
          style={{ height: BOOKING_FRAME_HEIGHT }}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const { booking } = contactCopy;
  return (
    <section
      aria-labelledby="booking-fallback-title"
      data-testid="booking-fallback"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-10"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-blue-50 text-blue-700 ring-1 ring-blue-600/20">
        <CalendarClock aria-hidden className="size-6" />
      </span>
      <h2 id="booking-fallback-title" className="mt-5 text-2xl font-bold tracking-tight">
        {booking.fallbackTitle}
      </h2>
      <p className="mt-3 max-w-xl text-base leading-7 text-slate-600">{booking.fallbackBody}</p>
      {/* Switches modes like the 'Send an Email' tab, so what was typed in the form comes along. */}
      <button
        {...switchModeSubmit('email', placement)}
        onClick={(event) => {
          event.preventDefault();
          choose('email');
        }}
        className={buttonClasses({ size: 'lg', className: 'mt-8' })}
      >
        <Mail aria-hidden className="size-5" />
        {booking.fallbackButton}
      </button>
      <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-600">
        {booking.orWrite}{' '}
        <a
          href={`mailto:${booking.email}`}
          className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800"
        >
          {booking.email}
        </a>
        .
      </p>
    </section>
  );
}
