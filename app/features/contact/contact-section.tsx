/**
 * The two ways to get in touch (SPEC 2.4) below /contact's hero: the mode tabs, the booking page
 * (or its e-mail fallback) and the e-mail form, with the confirmation of a message sent without
 * JavaScript. A page built from blocks shows the same section (the contact-form block, `placement`).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import { cn } from '../../lib/cn.ts';
import { BookingEmbed } from './booking-embed.tsx';
import { ContactForm, type ContactFormState } from './contact-form.tsx';
import { ContactModeSwitch, readContactMode } from './contact-mode-switch.tsx';
import { MessageSent } from './message-sent.tsx';

// Only words and links: the server's HTML stays, and its code and words are not in the page's JavaScript.
const ContactAside = staticIsland(
  (props: { mode: 'consultation' | 'email' }) => `contact-aside-${props.mode}`,
  () => import('./contact-aside.tsx').then((module) => module.ContactAside),
);

export function ContactSection({
  bookingSrc,
  answer,
  placement,
  className,
}: {
  /** The booking page's address in its frame; null: the e-mail fallback. */
  bookingSrc: string | null;
  /** What the no-JavaScript post of the form was answered with (its values and errors). */
  answer: ContactFormState | undefined;
  placement?: FormPlacement | undefined;
  className?: string;
}) {
  const [searchParams] = useSearchParams();
  const mode = readContactMode(searchParams);
  // Each sent message starts a fresh form (SPEC 4: the form resets on success).
  const [round, setRound] = useState(0);
  // The confirmation of a message sent without JavaScript. The (empty) form stays in the page,
  // hidden, because the mode tabs post it.
  const showSent = mode === 'email' && searchParams.get('sent') === '1' && !answer && round === 0;

  return (
    <section id={placement?.anchor} className={cn('relative mx-auto max-w-6xl px-4 sm:px-6 lg:px-8', className)}>
      <ContactModeSwitch
        mode={mode}
        placement={placement}
        consultation={
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-14">
            <div className="order-2 lg:order-1">
              <ContactAside mode="consultation" />
            </div>
            <div className="order-1 lg:order-2">
              <BookingEmbed src={bookingSrc} shown={mode === 'consultation'} placement={placement} />
            </div>
          </div>
        }
        email={
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-14">
            <div className="order-2 lg:order-1">
              <ContactAside mode="email" />
            </div>
            <div className="order-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-200/60 sm:p-8 lg:order-2 lg:p-10">
              {showSent && <MessageSent placement={placement} />}
              <div hidden={showSent}>
                <ContactForm
                  key={round}
                  initial={round === 0 ? answer : undefined}
                  onSent={() => setRound((n) => n + 1)}
                  focusOnMount={round > 0}
                  placement={placement}
                />
              </div>
            </div>
          </div>
        }
      />
    </section>
  );
}
