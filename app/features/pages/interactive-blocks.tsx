/**
 * The views of a page's interactive blocks (issue 28): the sections of /contact, /lead-intake,
 * /process-assessment and /roi-calculator themselves, placed on the page (form-placement.tsx).
 *
 * Their code is not in the page's up-front JavaScript: each block's section is a lazy module
 * (delivery/lazy-module.ts), requested by the browser only on a page that shows that block. The
 * server has loaded them all before it renders, so the page's HTML is complete and its forms work
 * before hydration and without JavaScript; while a section's code is on its way, React keeps the
 * server's HTML of it in place (no fallback, no flash) and hydrates it when the code arrives.
 */
import { type ComponentProps, Suspense } from 'react';
import { lazyModule } from '../../delivery/lazy-module.ts';
import { type PublishedRoiModel, SEEDED_PUBLISHED_ROI_MODEL } from '../../lib/roi.ts';
import type { ContactSection } from '../contact/contact-section.tsx';
import type { ProcessAssessmentSection } from '../lead-forms/process-assessment-section.tsx';
import type { ProjectRequestSection } from '../lead-forms/project-request-section.tsx';
import type { RoiSection } from '../roi/roi-section.tsx';
import { placementOf } from './blocks/interactive-placement.ts';
import type { BlockRenderers } from './blocks/page-blocks.tsx';
import { answerOf, type InteractiveBlockAnswer } from './interactive-answer.ts';

const contact = lazyModule(() => import('../contact/contact-section.tsx'));
const projectRequest = lazyModule(() => import('../lead-forms/project-request-section.tsx'));
const assessment = lazyModule(() => import('../lead-forms/process-assessment-section.tsx'));
const roi = lazyModule(() => import('../roi/roi-section.tsx'));

function ContactBlock(props: ComponentProps<typeof ContactSection>) {
  const module = contact.read();
  return <module.ContactSection {...props} />;
}

function ProjectRequestBlock(props: ComponentProps<typeof ProjectRequestSection>) {
  const module = projectRequest.read();
  return <module.ProjectRequestSection {...props} />;
}

function ProcessAssessmentBlock(props: ComponentProps<typeof ProcessAssessmentSection>) {
  const module = assessment.read();
  return <module.ProcessAssessmentSection {...props} />;
}

function RoiBlock(props: ComponentProps<typeof RoiSection>) {
  const module = roi.read();
  return <module.RoiSection {...props} />;
}

/** A band of its own on the page, clear of the fixed header when a link or a post lands on it. */
const BAND = 'scroll-mt-20 py-16 sm:py-20';

export function interactiveBlockViews({
  path,
  bookingSrc,
  roiModel,
  answer,
}: {
  path: string;
  bookingSrc: string | null;
  /** The published ROI model, sent with the page when it has the calculator. */
  roiModel: PublishedRoiModel | null;
  answer: InteractiveBlockAnswer | undefined;
}): BlockRenderers {
  return {
    'contact-form': () => (
      <Suspense fallback={null}>
        <ContactBlock
          bookingSrc={bookingSrc}
          answer={answerOf(answer, 'contact-form')}
          placement={placementOf('contact-form', path)}
          className={BAND}
        />
      </Suspense>
    ),
    'project-request-form': () => (
      <Suspense fallback={null}>
        <ProjectRequestBlock
          result={answerOf(answer, 'project-request-form')}
          placement={placementOf('project-request-form', path)}
          className={BAND}
        />
      </Suspense>
    ),
    'process-assessment-form': () => (
      <Suspense fallback={null}>
        <ProcessAssessmentBlock
          result={answerOf(answer, 'process-assessment-form')}
          placement={placementOf('process-assessment-form', path)}
          className={BAND}
        />
      </Suspense>
    ),
    'roi-calculator': () => (
      <Suspense fallback={null}>
        <RoiBlock
          roiModel={roiModel ?? SEEDED_PUBLISHED_ROI_MODEL}
          emailAnswer={answerOf(answer, 'roi-calculator')}
          placement={placementOf('roi-calculator', path)}
          className={BAND}
        />
      </Suspense>
    ),
  };
}
