/**
 * Consultation mode: the booking page of the booking service in a frame (SPEC 2.4, height 730),
 * or, when no SCHEDULER_URL is configured, a card that sends visitors to the e-mail form instead.
 */
import { Mail } from 'lucide-react';
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import { BOOKING_FRAME_HEIGHT } from './booking-embed.ts';
import { contactCopy } from './contact-copy.ts';
import { switchModeSubmit, useChooseContactMode } from './contact-mode-switch.tsx';

// The card's text hydrates nothing: static islands around its button (booking-fallback-text.tsx).
const fallbackText = () => import('./booking-fallback-text.tsx');
const FallbackIntro = staticIsland('booking-fallback-intro', () => fallbackText().then((m) => m.BookingFallbackIntro));
const FallbackEmail = staticIsland('booking-fallback-email', () => fallbackText().then((m) => m.BookingFallbackEmail));

/**
 * `shown`: whether consultation mode is the one on screen. The frame loads only then; the fallback
 * card stays in the page, hidden, so its islands keep the server's HTML.
 */
export function BookingEmbed({
  src,
  shown,
  placement,
}: {
  src: string | null;
  shown: boolean;
  placement?: FormPlacement | undefined;
}) {
  const choose = useChooseContactMode();
  if (src) {
    if (!shown) return null;
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

  return (
    <section
      aria-labelledby="booking-fallback-title"
      data-testid="booking-fallback"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-10"
    >
      <FallbackIntro />
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
        {contactCopy.booking.fallbackButton}
      </button>
      <FallbackEmail />
    </section>
  );
}
