import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The form-level message ('Please check the highlighted fields.', a rate limit, a storage failure,
 * or the answer to a form posted without JavaScript). A live region, so it is announced when it
 * appears after a submit: an alert for an error, a status for a confirmation. With a `title` it says
 * what a toast would have said (title and text), for the visitor whose page had no JavaScript.
 */
export function FormAlert({
  title,
  message,
  tone = 'error',
  id,
  ref,
}: {
  title?: string;
  message?: string | null;
  tone?: 'error' | 'success';
  id?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const Icon = tone === 'error' ? AlertTriangle : CheckCircle2;
  return (
    <div
      ref={ref}
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      className="outline-none empty:hidden"
    >
      {message ? (
        <div
          className={cn(
            'flex items-start gap-3 rounded-lg border p-4 text-sm',
            tone === 'error'
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-emerald-200 bg-emerald-50 text-emerald-900',
          )}
        >
          <Icon
            aria-hidden
            className={cn('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-red-700' : 'text-emerald-700')}
          />
          <div>
            {title && <p className="font-semibold">{title}</p>}
            <p className={title ? 'mt-0.5' : 'font-medium'}>{message}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
