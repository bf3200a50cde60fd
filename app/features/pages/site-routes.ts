/**
 * The addresses the application answers itself that a page may link to: the public pages of
 * app/routes.ts without parameters, and the files it serves at fixed addresses (the sitemap, the
 * crawler rules, the API's description, the ROI report). Written out because the route table is
 * build-time configuration; tests/unit/site-routes.test.ts keeps the two in step.
 */
export const APP_ROUTE_PATHS: readonly string[] = [
  '/',
  '/contact',
  '/about',
  '/rpa',
  '/agent-automation',
  '/document-processing',
  '/enterprise-consulting',
  '/roi-calculator',
  '/use-cases',
  '/lead-intake',
  '/process-assessment',
  '/webhook-api',
  '/terms',
  '/privacy',
  '/cookies',
  '/sitemap.xml',
  '/robots.txt',
  '/roi-calculator/report.pdf',
  '/api/openapi.json',
];

/** A case study's page: /use-cases/{slug}. */
export const CASE_STUDY_PATH = /^\/use-cases\/([^/]+)$/;

/** Uploaded files are served under this prefix (routes/uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/';
