import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import type { BlockLink } from '../block-schemas.ts';

/**
 * A hero's buttons in a row (stacked on phones): the first solid with an arrow, the second outlined.
 * `shadow` is the first one's glow, a little stronger on the home hero's busier background.
 */
export function HeroButtons({
  buttons: [primary, secondary],
  className,
  shadow = 'shadow-blue-600/20',
}: {
  buttons: readonly BlockLink[];
  className: string;
  shadow?: string;
}) {
  if (!primary) return null;
  return (
    <div className={className}>
      <Link to={primary.href} className={buttonClasses({ size: 'lg', className: `shadow-lg ${shadow}` })}>
        {primary.label}
        <ArrowRight aria-hidden className="size-5" />
      </Link>
      {secondary && (
        <Link to={secondary.href} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
          {secondary.label}
        </Link>
      )}
    </div>
  );
}
