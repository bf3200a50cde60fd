import { type ComponentProps, cloneElement, isValidElement, type ReactElement } from 'react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'workshop'
  | 'ghost'
  | 'destructive'
  | 'violet'
  | 'emerald'
  | 'inverse'
  | 'inverseOutline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-blue-600 text-white shadow-sm hover:bg-blue-700 focus-visible:outline-blue-600',
  secondary: 'bg-slate-900 text-white shadow-sm hover:bg-slate-800 focus-visible:outline-slate-900',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-blue-600',
  // The 'workshop' call to action: a warm gradient that stands out from the blue primary buttons.
  workshop:
    'bg-gradient-to-r from-violet-600 to-blue-600 text-white shadow-md hover:from-violet-700 hover:to-blue-700 focus-visible:outline-violet-600',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-blue-600',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600',
  // Service-card accents. emerald-700 because white text on emerald-600 falls short of 4.5:1.
  violet: 'bg-violet-600 text-white shadow-sm hover:bg-violet-700 focus-visible:outline-violet-600',
  emerald: 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-emerald-700',
  // For dark and gradient bands: a white button, and a transparent one with a light outline.
  inverse: 'bg-white text-slate-900 shadow-lg hover:bg-blue-50 focus-visible:outline-white',
  inverseOutline: 'text-white ring-1 ring-white/50 hover:bg-white/10 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'h-10 w-10',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a Link) with the button's look instead of a <button>. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild, className, type, children, ...props }: ButtonProps) {
  // A plain clone instead of Radix's Slot keeps Radix out of every public page's bundle: the child's
  // own props win, the classes are merged.
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...props,
      ...child.props,
      className: cn(buttonClasses({ variant, size, className }), child.props.className),
    });
  }
  return (
    <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props}>
      {children}
    </button>
  );
}
