import { Loader2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';

/**
 * A submit button that says what is happening: while the form is on its way it shows a spinner and
 * `pendingLabel` ('Sending...'), and ignores further clicks (aria-disabled keeps it focusable).
 */
export function StatusButton({
  pending,
  pendingLabel,
  children,
  variant,
  size = 'lg',
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'type'> & {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    >
      {pending ? (
        <>
          <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
