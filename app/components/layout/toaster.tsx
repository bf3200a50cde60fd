import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { Toast, ToastInput } from '../../lib/toast.ts';

// sonner is loaded on the first toast, not with every page: most visits never show one, and its
// code would otherwise be a sizeable part of the JavaScript every public page downloads up front.
let sonner: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

// Whether a toast has been requested, i.e. whether the Toaster should mount sonner's container.
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The one way to show a notification. `error` is SPEC's "destructive" notice. */
export function showToast({ type, title, description, id }: ToastInput): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // sonner keeps toasts created before its container subscribed and replays them when it does.
  void loadSonner().then(({ toast }) => {
    const options = { description, id };
    switch (type) {
      case 'success':
        return toast.success(title, options);
      case 'error':
        return toast.error(title, options);
      case 'info':
        return toast.info(title, options);
      default:
        return toast(title, options);
    }
  });
}

/** Shows a toast handed over by a loader or action (e.g. from a flash cookie) once. */
export function useToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
}

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/**
 * sonner's container is already labelled 'Notifications', focusable with Alt+T, and its toasts
 * dismiss by swipe, close button or Escape (SPEC 4); we keep its defaults for count and duration.
 * It mounts with the first toast.
 */
export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        closeButton
        // sonner's "rich colours" put light text on light tints that fail WCAG contrast; its default
        // (dark text on white, with a coloured icon) passes.
        position="top-right"
        containerAriaLabel="Notifications"
        hotkey={['altKey', 'KeyT']}
      />
    </Suspense>
  );
}
