import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonner } from 'sonner';
import type { Toast, ToastInput } from '../lib/toast.ts';

/** The one way to show a notification. `error` is SPEC's "destructive" notice. */
export function showToast({ type, title, description, id }: ToastInput) {
  const options = { description, id };
  switch (type) {
    case 'success':
      return sonner.success(title, options);
    case 'error':
      return sonner.error(title, options);
    case 'info':
      return sonner.info(title, options);
    default:
      return sonner(title, options);
  }
}

/** Shows a toast handed over by a loader or action (e.g. from a flash cookie) once. */
export function useToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
}

/**
 * sonner's container is already labelled 'Notifications', focusable with Alt+T, and its toasts
 * dismiss by swipe, close button or Escape (SPEC 4); we keep its defaults for count and duration.
 */
export function Toaster() {
  return (
    <Sonner
      closeButton
      // sonner's "rich colours" put light text on light tints that fail WCAG contrast; its default
      // (dark text on white, with a coloured icon) passes.
      position="top-right"
      containerAriaLabel="Notifications"
      hotkey={['altKey', 'KeyT']}
    />
  );
}
