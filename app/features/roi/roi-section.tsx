/** The calculator below /roi-calculator's hero, and the roi-calculator block of a page built from blocks (`placement`). */
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { cn } from '../../lib/cn.ts';
import type { PublishedRoiModel } from '../../lib/roi.ts';
import type { RoiEmailAnswer } from './roi-actions.tsx';
import { RoiCalculator } from './roi-calculator.tsx';

export function RoiSection({
  emailAnswer,
  placement,
  className,
  roiModel,
}: {
  /** The published model, sent with the page's data. */
  roiModel: PublishedRoiModel;
  emailAnswer: RoiEmailAnswer | undefined;
  placement?: FormPlacement | undefined;
  className?: string;
}) {
  return (
    <section id={placement?.anchor} className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', className)}>
      <RoiCalculator emailAnswer={emailAnswer} placement={placement} roiModel={roiModel} />
    </section>
  );
}
