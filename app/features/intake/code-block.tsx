import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { showToast } from '../../components/layout/toaster.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * A block of code with a copy button. The button appears once the page is interactive (it needs
 * the clipboard API), so it is never a dead control.
 */
export function CodeBlock({ code, label, className }: { code: string; label: string; className?: string }) {
  const [interactive, setInteractive] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setInteractive(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      showToast({ type: 'error', title: 'Could not copy', description: 'Select the text and copy it by hand.' });
    }
  }

  return (
    <div className={cn('relative overflow-hidden rounded-xl bg-slate-950 ring-1 ring-slate-800', className)}>
      <div className="flex items-center justify-between border-b border-slate-800 px-4 py-2">
        <span className="text-xs font-medium tracking-wide text-slate-400">{label}</span>
        {interactive ? (
          <button
            type="button"
            onClick={copy}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-blue-400"
          >
            {copied ? (
              <Check className="size-3.5" aria-hidden="true" />
            ) : (
              <Copy className="size-3.5" aria-hidden="true" />
            )}
            {copied ? 'Copied' : 'Copy'}
            <span className="sr-only"> {label}</span>
          </button>
        ) : null}
      </div>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto p-4 text-[13px] leading-6 text-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-400"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
