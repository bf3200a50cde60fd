/**
 * A secret shown once, right after it was made (an API key, a webhook signing secret): a warning
 * panel with the value, selectable and copyable. It takes the focus so that it is read first, unless
 * someone is already typing in `formId` (an answer that arrived before hydration).
 */
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { showToast } from '../layout/toaster.tsx';
import { Button } from '../ui/button.tsx';

export function OneTimeSecretNotice({
  heading,
  text,
  value,
  copyLabel,
  testId,
  formId,
}: {
  heading: ReactNode;
  text: ReactNode;
  value: string;
  copyLabel: string;
  testId: string;
  formId?: string;
}) {
  const [copied, setCopied] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    setCanCopy(Boolean(navigator.clipboard));
    const form = formId ? document.getElementById(formId) : null;
    if (!form?.contains(document.activeElement)) headingRef.current?.focus();
  }, [formId]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      showToast({ type: 'error', title: 'Could not copy', description: 'Select it and copy it by hand.' });
    }
  }

  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <div className="flex items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-amber-950 outline-none">
            {heading}
          </h2>
          <p className="mt-1 text-sm text-amber-900">{text}</p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              data-testid={testId}
              className="min-w-0 flex-1 rounded-lg border border-amber-200 bg-white px-3 py-2.5 font-mono text-sm break-all text-slate-900 select-all"
            >
              {value}
            </code>
            {canCopy ? (
              <Button type="button" variant="outline" onClick={copy}>
                {copied ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )}
                {copied ? 'Copied' : copyLabel}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
