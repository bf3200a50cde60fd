/** The confirmation after a message is sent without JavaScript (with it, a toast says the same). */
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { contactCopy } from './contact-copy.ts';
import { contactModeHref } from './contact-mode-switch.tsx';

export function MessageSent({ placement }: { placement?: FormPlacement | undefined }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" data-testid="message-sent" className="text-center sm:py-6">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-600/20">
        <CheckCircle2 aria-hidden className="size-8" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight outline-none">
        {contactCopy.toasts.success.title}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-base leading-7 text-slate-600">
        {contactCopy.toasts.success.description}
      </p>
      <Link
        to={contactModeHref('email', placement)}
        className={buttonClasses({ variant: 'outline', className: 'mt-8' })}
      >
        {contactCopy.sent.another}
      </Link>
    </div>
  );
}
