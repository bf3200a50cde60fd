/**
 * Colour overrides for `buttonClasses()` where a section needs a button the primitive has no variant
 * for (a white button on a dark or gradient band, a service card's own colour). The `!` marks win
 * over the variant's colours whatever order Tailwind emits them in.
 */
export const buttonTones = {
  /** White button with dark text, for dark and gradient backgrounds. */
  inverse: 'border-0! bg-white! text-slate-900! shadow-lg hover:bg-blue-50! focus-visible:outline-white!',
  /** Transparent button with a light outline, for dark and gradient backgrounds. */
  inverseOutline:
    'border-0! bg-transparent! text-white! ring-1 ring-white/50 hover:bg-white/10! focus-visible:outline-white!',
  blue: 'bg-blue-600! text-white! hover:bg-blue-700! focus-visible:outline-blue-600!',
  purple: 'bg-violet-600! text-white! hover:bg-violet-700! focus-visible:outline-violet-600!',
  // emerald-700: white text on emerald-600 falls short of 4.5:1.
  green: 'bg-emerald-700! text-white! hover:bg-emerald-800! focus-visible:outline-emerald-700!',
} as const;
