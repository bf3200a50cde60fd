/** What a page's action answers a post from one of its interactive blocks with (interactive-blocks.server.ts). */
import type { LeadSubmission } from '../../lib/schemas/lead-fields.ts';
import type { ContactFormState } from '../contact/contact-form.tsx';
import type { ProcessAssessment, ProcessAssessmentField } from '../lead-forms/process-assessment-schema.ts';
import type { ProjectRequest, ProjectRequestField } from '../lead-forms/project-request-schema.ts';
import type { RoiEmailAnswer } from '../roi/roi-actions.tsx';
import type { InteractiveBlockType } from './blocks/interactive-placement.ts';

/** The form's answer, marked with its block. */
export type InteractiveBlockAnswer =
  | (ContactFormState & { block: 'contact-form' })
  | (LeadSubmission<ProjectRequest, ProjectRequestField> & { block: 'project-request-form' })
  | (LeadSubmission<ProcessAssessment, ProcessAssessmentField> & { block: 'process-assessment-form' })
  | (RoiEmailAnswer & { block: 'roi-calculator' });

export type AnswerOf<B extends InteractiveBlockType> = Extract<InteractiveBlockAnswer, { block: B }>;

/** The action's answer if it is `block`'s: a page shows it in that block only. */
export const answerOf = <B extends InteractiveBlockType>(answer: InteractiveBlockAnswer | undefined, block: B) =>
  answer?.block === block ? (answer as AnswerOf<B>) : undefined;
