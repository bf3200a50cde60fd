/**
 * The two ways to get in touch (SPEC 2.4) as tabs. Each tab is also a real link (`?mode=email`),
 * so the chosen mode can be shared, and switching works before or without JavaScript; with it,
 * Radix gives the keyboard behaviour of tabs (arrow keys, Home/End) and the URL follows along.
 */
import { Tabs } from 'radix-ui';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { contactCopy } from '../../content/contact.ts';
import { cn } from '../../lib/cn.ts';

export type ContactPageMode = 'consultation' | 'email';

export const contactModeHref = (mode: ContactPageMode) => (mode === 'email' ? '/contact?mode=email' : '/contact');

export function readContactMode(params: URLSearchParams): ContactPageMode {
  return params.get('mode') === 'email' ? 'email' : 'consultation';
}

/** A plain click is handled by the tab itself; modified clicks (new tab, new window) stay links. */
const keepPlainClicksInPage = (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
    event.preventDefault();
  }
};

const triggerClasses = cn(
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors sm:flex-none sm:px-6',
  'text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
  'data-[state=active]:bg-white data-[state=active]:text-blue-700 data-[state=active]:shadow-sm',
);

export function ContactModeSwitch({
  mode,
  consultation,
  email,
}: {
  mode: ContactPageMode;
  consultation: ReactNode;
  email: ReactNode;
}) {
  const [, setSearchParams] = useSearchParams();
  // Until Radix's roving focus runs, both tabs are ordinary links in the tab order (no JavaScript yet).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const linkProps = { type: undefined, ...(hydrated ? {} : { tabIndex: 0 }), onClick: keepPlainClicksInPage };
  const choose = (value: string) =>
    setSearchParams(value === 'email' ? { mode: 'email' } : {}, { replace: true, preventScrollReset: true });

  return (
    <Tabs.Root value={mode} onValueChange={choose}>
      <div className="flex justify-center">
        <Tabs.List
          aria-label={contactCopy.modes.label}
          className="flex w-full max-w-md rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 sm:w-auto sm:max-w-none"
        >
          <Tabs.Trigger value="consultation" asChild>
            <Link to={contactModeHref('consultation')} {...linkProps} className={triggerClasses}>
              {contactCopy.modes.consultation}
            </Link>
          </Tabs.Trigger>
          <Tabs.Trigger value="email" asChild>
            <Link to={contactModeHref('email')} {...linkProps} className={triggerClasses}>
              {contactCopy.modes.email}
            </Link>
          </Tabs.Trigger>
        </Tabs.List>
      </div>
      <Tabs.Content value="consultation" className="mt-10 outline-none">
        {consultation}
      </Tabs.Content>
      <Tabs.Content value="email" className="mt-10 outline-none">
        {email}
      </Tabs.Content>
    </Tabs.Root>
  );
}
