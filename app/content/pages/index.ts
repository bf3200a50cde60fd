/**
 * The pages every database starts with (issue 28): today's copy pages and form pages as pages built
 * from blocks, created once per database on its first start (app/.server/db/seed-pages.ts) and then
 * the studio's to change, move or delete.
 */
import type { PageInput } from '../../lib/page.ts';
import { aboutPage } from './about.ts';
import { agentAutomationPage } from './agent-automation.ts';
import { documentProcessingPage } from './document-processing.ts';
import { enterpriseConsultingPage } from './enterprise-consulting.ts';
import { contactPage, leadIntakePage, processAssessmentPage } from './form-pages.ts';
import { homePage } from './home.ts';
import { cookiesPage, privacyPage, termsPage } from './legal.ts';
import { rpaPage } from './rpa.ts';

export const SEED_PAGES: readonly PageInput[] = [
  homePage,
  aboutPage,
  rpaPage,
  agentAutomationPage,
  documentProcessingPage,
  enterpriseConsultingPage,
  termsPage,
  privacyPage,
  cookiesPage,
  contactPage,
  processAssessmentPage,
  leadIntakePage,
];
