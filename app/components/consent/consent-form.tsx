import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import type { ConsentChoice } from '../../lib/consent.ts';
import { CONSENT_ACTION, useConsent } from '../layout/use-consent.ts';
import { buttonClasses } from '../ui/button.tsx';

const labels: Record<ConsentChoice, string> = { essential: 'Essential only', all: 'Accept all' };

/**
 * The two consent buttons. Without JavaScript they post a plain form to the Cookie Policy's action,
 * which stores the choice and redirects back here; with JavaScript a fetcher stores it in the
 * background and the page updates without reloading.
 */
export function ConsentForm({
  className,
  buttonClassName,
  returnHash = '',
  children,
}: {
  className?: string;
  buttonClassName?: string;
  /** Appended to the return address of a no-JavaScript post, e.g. '#consent-banner'. */
  returnHash?: string;
  children?: ReactNode;
}) {
  const location = useLocation();
  const { fetcher, choice } = useConsent();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const value = submitter?.value;
    if (!value) return;
    event.preventDefault();
    fetcher.submit({ choice: value }, { method: 'post', action: CONSENT_ACTION, preventScrollReset: true });
  }

  return (
    <form method="post" action={CONSENT_ACTION} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}${returnHash}`} />
      {children}
      {(['essential', 'all'] as const).map((value) => (
        <button
          key={value}
          type="submit"
          name="choice"
          value={value}
          aria-pressed={choice === null ? undefined : choice === value}
          className={buttonClasses({
            variant: value === 'all' ? 'primary' : 'secondary',
            size: 'md',
            className: cn('min-w-36', buttonClassName),
          })}
        >
          {labels[value]}
        </button>
      ))}
    </form>
  );
}
