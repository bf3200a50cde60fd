/**
 * The process assessment beside its benefits and the ROI calculator's promotion: /process-assessment
 * below its hero, and the process-assessment-form block of a page built from blocks (`placement`).
 */
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { cn } from '../../lib/cn.ts';
import type { LeadSubmission } from '../../lib/schemas/lead-fields.ts';
import { AssessmentBenefits, RoiCalculatorPromo } from './assessment-aside.tsx';
import { FormCard } from './form-card.tsx';
import { ProcessAssessmentForm } from './process-assessment-form.tsx';
import type { ProcessAssessment, ProcessAssessmentField } from './process-assessment-schema.ts';

export function ProcessAssessmentSection({
  result,
  placement,
  className,
}: {
  result: LeadSubmission<ProcessAssessment, ProcessAssessmentField> | undefined;
  placement?: FormPlacement | undefined;
  className?: string;
}) {
  useToast(result?.status === 'success' ? result.toast : null);
  return (
    <section
      id={placement?.anchor}
      className={cn('mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8', className)}
    >
      <div className="lg:col-span-7 xl:col-span-8">
        <FormCard>
          <ProcessAssessmentForm result={result} placement={placement} />
        </FormCard>
      </div>
      <div className="space-y-8 lg:col-span-5 xl:col-span-4">
        <div className="space-y-8 lg:sticky lg:top-28">
          <AssessmentBenefits />
          <RoiCalculatorPromo />
        </div>
      </div>
    </section>
  );
}
