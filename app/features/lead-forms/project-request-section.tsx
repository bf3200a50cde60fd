/**
 * The project request form beside what happens next: /lead-intake below its hero, and the
 * project-request-form block of a page built from blocks (`placement`).
 */
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { cn } from '../../lib/cn.ts';
import type { LeadSubmission } from '../../lib/schemas/lead-fields.ts';
import { FormCard } from './form-card.tsx';
import { ProjectRequestAside } from './next-steps.tsx';
import { ProjectRequestForm } from './project-request-form.tsx';
import type { ProjectRequest, ProjectRequestField } from './project-request-schema.ts';

export function ProjectRequestSection({
  result,
  placement,
  className,
}: {
  result: LeadSubmission<ProjectRequest, ProjectRequestField> | undefined;
  placement?: FormPlacement | undefined;
  className?: string;
}) {
  useToast(result?.status === 'success' ? result.toast : null);
  return (
    <section
      id={placement?.anchor}
      className={cn('mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8', className)}
    >
      <div className="lg:col-span-7">
        <FormCard>
          <ProjectRequestForm result={result} placement={placement} />
        </FormCard>
      </div>
      <div className="lg:col-span-5">
        <div className="lg:sticky lg:top-28">
          <ProjectRequestAside />
        </div>
      </div>
    </section>
  );
}
