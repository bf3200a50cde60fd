/**
 * The project request form beside what happens next: /lead-intake below its hero, and the
 * project-request-form block of a page built from blocks (`placement`).
 */
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { LeadSubmission } from '../../lib/schemas/lead-fields.ts';
import { LeadFormLayout } from './form-card.tsx';
import { ProjectRequestForm } from './project-request-form.tsx';
import type { ProjectRequest, ProjectRequestField } from './project-request-schema.ts';

// Only words and a link: the server's HTML stays, and its code and words are not in the page's JavaScript.
const ProjectRequestAside = staticIsland('lead-intake-aside', () =>
  import('./next-steps.tsx').then((module) => module.ProjectRequestAside),
);

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
    <LeadFormLayout
      id={placement?.anchor}
      className={className}
      form={<ProjectRequestForm result={result} placement={placement} />}
      aside={<ProjectRequestAside />}
    />
  );
}
