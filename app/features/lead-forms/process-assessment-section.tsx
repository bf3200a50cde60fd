/**
 * The process assessment beside its benefits and the ROI calculator's promotion: /process-assessment
 * below its hero, and the process-assessment-form block of a page built from blocks (`placement`).
 */
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { LeadSubmission } from '../../lib/schemas/lead-fields.ts';
import { LeadFormLayout } from './form-card.tsx';
import { ProcessAssessmentForm } from './process-assessment-form.tsx';
import type { ProcessAssessment, ProcessAssessmentField } from './process-assessment-schema.ts';

// Only words and a link: the server's HTML stays, and its code and words are not in the page's JavaScript.
const AssessmentAside = staticIsland('process-assessment-aside', () =>
  import('./assessment-aside.tsx').then((module) => module.AssessmentAside),
);

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
    <LeadFormLayout
      id={placement?.anchor}
      wide
      className={className}
      form={<ProcessAssessmentForm result={result} placement={placement} />}
      aside={<AssessmentAside />}
    />
  );
}
