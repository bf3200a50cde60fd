/**
 * /contact, /process-assessment and /lead-intake as pages (SPEC 2.4, DESIGN), from the copy of
 * app/content/form-pages.ts: the hero, then the page's form as its interactive block, which draws
 * the section the page showed before (the contact form's switch, booking frame and form; a lead
 * form beside its aside). Each block's id is its section's id on other pages (#contact, …).
 */
import type { PageInput } from '../../lib/page.ts';
import { assessmentPageCopy, contactPageCopy, type FormPageCopy, projectRequestPageCopy } from '../form-pages.ts';
import { centeredHeroBlock } from './seed-blocks.ts';

const formPage = (
  path: string,
  copy: FormPageCopy,
  form: { id: string; type: 'contact-form' | 'process-assessment-form' | 'project-request-form' },
): PageInput => ({
  path,
  title: copy.meta.title,
  metaDescription: copy.meta.description,
  ogImage: null,
  noindex: false,
  status: 'published',
  publishAt: null,
  blocks: [centeredHeroBlock(copy.hero), form],
});

export const contactPage = formPage('/contact', contactPageCopy, { id: 'contact', type: 'contact-form' });

export const processAssessmentPage = formPage('/process-assessment', assessmentPageCopy, {
  id: 'process-assessment',
  type: 'process-assessment-form',
});

export const leadIntakePage = formPage('/lead-intake', projectRequestPageCopy, {
  id: 'lead-intake',
  type: 'project-request-form',
});
