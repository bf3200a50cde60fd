/** /terms, /privacy and /cookies as pages (SPEC 2.10), from the documents of app/content/legal/. */
import type { PageInput } from '../../lib/page.ts';
import { cookiePolicy } from '../legal/cookies.ts';
import { LEGAL_LAST_UPDATED, type LegalDocument } from '../legal/document.ts';
import { privacyPolicy } from '../legal/privacy.ts';
import { termsOfService } from '../legal/terms.ts';
import { legalBlocks } from './seed-blocks.ts';

const legalPage = (document: LegalDocument): PageInput => ({
  path: document.path,
  title: document.title,
  metaDescription: document.metaDescription,
  ogImage: null,
  noindex: false,
  status: 'published',
  publishAt: null,
  blocks: legalBlocks(document, LEGAL_LAST_UPDATED.iso),
});

export const termsPage = legalPage(termsOfService);
export const privacyPage = legalPage(privacyPolicy);
export const cookiesPage = legalPage(cookiePolicy);
