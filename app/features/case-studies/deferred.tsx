import { LoaderCircle } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Await } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { isPromiseLike, type Resolvable } from './resolvable.ts';

/**
 * Renders data that a loader either awaited (document requests: complete HTML) or streams
 * (client-side navigations): a promise shows `fallback` until it resolves (app/.server/infrastructure/streaming.ts).
 */
export function Deferred<T>({
  value,
  fallback,
  errorElement,
  children,
}: {
  value: Resolvable<T>;
  fallback: ReactNode;
  /** Shown if the promise rejects; the loaders' reads never reject, so this is a last resort. */
  errorElement?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (!isPromiseLike(value)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={errorElement ?? fallback}>
        {(data) => children(data as T)}
      </Await>
    </Suspense>
  );
}

/** A loading message (SPEC's loading texts), announced politely to screen readers. */
export function LoadingState({ text, className }: { text: string; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center justify-center gap-3 py-16 text-base text-slate-600', className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin text-blue-600 motion-reduce:animate-none" />
      {text}
    </p>
  );
}
