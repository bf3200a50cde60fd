import { AlertTriangle } from 'lucide-react';
import type { Ref } from 'react';

/**
 * The form-level message above the fields ('Please check the highlighted fields.', a rate limit, a
 * storage failure). A live region, so it is announced when it appears after a submit.
 */
export function FormAlert({ message, ref }: { message?: string | null; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="outline-none empty:hidden">
      {message ? (
        <p className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
