/** A notification to show the visitor, possibly carried across a redirect in a flash cookie. */
export type ToastType = 'success' | 'error' | 'info' | 'message';

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
}

export type ToastInput = Omit<Toast, 'id'> & { id?: string };

/** The studio's error toast: 'Error' and what went wrong. */
export const errorToast = (description: string): Toast => ({
  id: crypto.randomUUID(),
  type: 'error',
  title: 'Error',
  description,
});
