/**
 * The two ways to get in touch (SPEC 2.4) as tabs, with the chosen mode in the URL (`?mode=email`)
 * so it can be shared. With JavaScript, Radix gives the keyboard behaviour of tabs (arrow keys,
 * Home/End) and the URL follows along.
 *
 * Switching never loses what was typed in the e-mail form. With JavaScript that form stays mounted
 * (hidden) in consultation mode. Before hydration and without JavaScript, each tab is a submit
 * button of that form: it posts what was typed to the other mode's address with
 * `intent=switch-mode`, and the page comes back in that mode with the form filled in as it was
 * (the /contact action; nothing is validated or stored). docs/decisions/public-forms-before-hydration.md
 *
 * A page built from blocks shows the same switch and form (`placement`): the mode is then in that
 * page's address, and the tabs post to it (components/forms/form-placement.tsx).
 */
import { Tabs } from 'radix-ui';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { atBlock, type FormPlacement } from '../../components/forms/form-placement.tsx';
import { cn } from '../../lib/cn.ts';
import { contactCopy } from './contact-copy.ts';

export type ContactPageMode = 'consultation' | 'email';

/**
 * The address of `mode`: on /contact, or on the page the form is placed on (at its section); `sent`:
 * with the confirmation of a message sent without JavaScript.
 */
export function contactModeHref(
  mode: ContactPageMode,
  placement?: FormPlacement,
  { sent = false }: { sent?: boolean } = {},
): string {
  const query = mode === 'email' ? `?mode=email${sent ? '&sent=1' : ''}` : '';
  const href = `${placement?.path ?? '/contact'}${query}`;
  return placement ? atBlock(href, placement) : href;
}

export function readContactMode(params: URLSearchParams): ContactPageMode {
  return params.get('mode') === 'email' ? 'email' : 'consultation';
}

/** The e-mail form, which is on the page in both modes (hidden in consultation mode). */
export const CONTACT_FORM_ID = 'contact-form';

/** The `intent` of a post that only switches modes, carrying what was typed. */
export const SWITCH_MODE_INTENT = 'switch-mode';

/** Makes a button switch to `mode` by posting the e-mail form: what it does before hydration. */
export const switchModeSubmit = (mode: ContactPageMode, placement?: FormPlacement) =>
  ({
    type: 'submit',
    form: CONTACT_FORM_ID,
    formAction: contactModeHref(mode, placement),
    formMethod: 'post',
    name: 'intent',
    value: SWITCH_MODE_INTENT,
  }) as const;

/**
 * Switches the mode in the page (with JavaScript): the URL is replaced, nothing is posted. The rest
 * of the query stays (on a page built from blocks it may hold the ROI calculator's inputs); a
 * confirmation's `sent` goes.
 */
export function useChooseContactMode() {
  const [, setSearchParams] = useSearchParams();
  return (mode: ContactPageMode) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('sent');
        if (mode === 'email') next.set('mode', 'email');
        else next.delete('mode');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
}

/** Once hydrated, Radix has switched the tab on mouse or key down: the click must not post the form. */
const stayInPage = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

const triggerClasses = cn(
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors sm:flex-none sm:px-6',
  'text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
  'data-[state=active]:bg-white data-[state=active]:text-blue-700 data-[state=active]:shadow-sm',
);

export function ContactModeSwitch({
  mode,
  placement,
  consultation,
  email,
}: {
  mode: ContactPageMode;
  placement?: FormPlacement | undefined;
  consultation: ReactNode;
  email: ReactNode;
}) {
  const choose = useChooseContactMode();
  // Until Radix's roving focus runs, both tabs are ordinary buttons in the tab order (no JavaScript yet).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const tabStop = hydrated ? {} : { tabIndex: 0 };

  return (
    <Tabs.Root value={mode} onValueChange={(value) => choose(value === 'email' ? 'email' : 'consultation')}>
      {/* Enter in a text field presses its form's first submit button (implicit submission), and the
          tabs below are submit buttons of the e-mail form too: this unseen one, first, stands for
          'Send Message', so Enter sends the message rather than switching modes. Rendered (sr-only,
          not display: none), because WebKit passes over a default button without a box. */}
      <button type="submit" form={CONTACT_FORM_ID} tabIndex={-1} aria-hidden="true" className="sr-only" />
      <div className="flex justify-center">
        <Tabs.List
          aria-label={contactCopy.modes.label}
          className="flex w-full max-w-md rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 sm:w-auto sm:max-w-none"
        >
          {/* The buttons are children (asChild) so that their own `value` (the intent) is kept. */}
          <Tabs.Trigger value="consultation" asChild>
            <button
              {...switchModeSubmit('consultation', placement)}
              {...tabStop}
              onClick={stayInPage}
              className={triggerClasses}
            >
              {contactCopy.modes.consultation}
            </button>
          </Tabs.Trigger>
          <Tabs.Trigger value="email" asChild>
            <button
              {...switchModeSubmit('email', placement)}
              {...tabStop}
              onClick={stayInPage}
              className={triggerClasses}
            >
              {contactCopy.modes.email}
            </button>
          </Tabs.Trigger>
        </Tabs.List>
      </div>
      {/* Always mounted, as the e-mail mode's: its aside and the booking fallback's text are static
          islands, whose server HTML must not be dropped and drawn again (the booking frame itself
          loads only while shown: booking-embed.tsx). */}
      <Tabs.Content
        value="consultation"
        forceMount
        hidden={mode !== 'consultation'}
        className="mt-10 rounded-xl outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
      >
        {consultation}
      </Tabs.Content>
      {/* Always mounted, so what was typed survives a switch to consultation mode and back. */}
      <Tabs.Content
        value="email"
        forceMount
        hidden={mode !== 'email'}
        className="mt-10 rounded-xl outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
      >
        {email}
      </Tabs.Content>
    </Tabs.Root>
  );
}
