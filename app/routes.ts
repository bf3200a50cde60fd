/**
 * The route table, one line per route of SPEC 2.1 (plus what DESIGN adds: the process assessment,
 * the admin inbox, the JSON APIs, sitemap and robots).
 */
import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('about', 'routes/about.tsx'),
    route('rpa', 'routes/rpa.tsx'),
    route('agent-automation', 'routes/agent-automation.tsx'),
    route('document-processing', 'routes/document-processing.tsx'),
    route('enterprise-consulting', 'routes/enterprise-consulting.tsx'),
    route('roi-calculator', 'routes/roi-calculator.tsx'),
    route('use-cases', 'routes/use-cases.tsx'),
    route('use-cases/:slug', 'routes/use-case-detail.tsx'),
    route('lead-intake', 'routes/project-request.tsx'),
    route('process-assessment', 'routes/process-assessment.tsx'),
    route('webhook-api', 'routes/intake-page.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('cookies', 'routes/cookies.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),

  // For search engines: the sitemap (pages and published case studies) and the crawler rules.
  route('sitemap.xml', 'routes/seo/sitemap-xml.ts'),
  route('robots.txt', 'routes/seo/robots-txt.ts'),

  // Resource routes: the contact form's JSON endpoint (SPEC 7.3) and the ROI analysis as a PDF.
  route('api/send-contact-email', 'routes/api/send-contact-email.ts'),
  route('roi-calculator/report.pdf', 'routes/roi-calculator-report.ts'),
  // The use-case intake API (issue 8) and its OpenAPI document.
  route('api/v1/use-cases', 'routes/api/use-cases.ts'),
  route('api/openapi.json', 'routes/api/openapi.ts'),

  // A client's review of a draft (issue 30): no account, the link's token opens one record. Outside
  // the public layout, so never in the page cache.
  route('review/:token', 'routes/review.tsx'),
  route('review/:token/respond', 'routes/review-respond.ts'),

  // Uploaded images (original and responsive variants) from the storage driver.
  route('uploads/*', 'routes/uploads.ts'),
  // Generated share images (issue 32), by the hash of what they show.
  route('share-images/:file', 'routes/share-image.ts'),

  ...prefix('admin', [
    route('login', 'routes/admin/login.tsx'),
    // Image upload (streams the body itself, so it sits outside the layout; it checks the session).
    route('uploads', 'routes/admin/uploads.ts'),
    route('logout', 'routes/admin/logout.tsx'),
    // An invitation link (issue 19): the invitee is not signed in yet, so it sits outside the layout.
    route('invitation/:token', 'routes/admin/invitation.tsx'),
    // The page editor's preview frame (issue 28): its own document, without the studio's shell; it runs
    // the studio layout's middleware itself.
    route('pages/frame', 'routes/admin/page-frame.tsx'),
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('testimonials', 'routes/admin/testimonials.tsx'),
      // The testimonial editor's "Client review" panel posts here (issue 30).
      route('testimonials/review/:id', 'routes/admin/testimonial-review.ts'),
      route('testimonials/review/:id/comments.csv', 'routes/admin/testimonial-review-csv.ts'),
      route('messages', 'routes/admin/messages.tsx'),
      route('messages.csv', 'routes/admin/messages-csv.ts'),
      // One person's page, export and erasure (issue 31): the id is one of their submissions'.
      route('people/:id', 'routes/admin/person.tsx'),
      route('people/:id/export/:format', 'routes/admin/person-export.ts'),
      route('people/:id/erase', 'routes/admin/person-erase.tsx'),
      route('lead-retention', 'routes/admin/lead-retention.tsx'),
      route('account', 'routes/admin/account.tsx'),
      route('preview/:id', 'routes/admin/preview.tsx'),
      route('case-studies/new', 'routes/admin/case-study-new.tsx'),
      route('case-studies/edit/:id', 'routes/admin/case-study-edit.tsx'),
      // The case-study editor's "Client review" panel posts here (issue 30).
      route('case-studies/review/:id', 'routes/admin/case-study-review.ts'),
      route('case-studies/review/:id/comments.csv', 'routes/admin/case-study-review-csv.ts'),
      route('case-studies/simple-new', 'routes/admin/case-study-simple-new.tsx'),
      route('case-studies/simple-edit/:id', 'routes/admin/case-study-simple-edit.tsx'),
      route('pages', 'routes/admin/pages.tsx'),
      route('pages/new', 'routes/admin/page-new.tsx'),
      route('pages/edit/:id', 'routes/admin/page-edit.tsx'),
      route('roi-model', 'routes/admin/roi-model.tsx'),
      // The 404 log and the redirect manager (issue 32), and the redirects as a CSV file.
      route('redirects', 'routes/admin/redirects.tsx'),
      route('redirects.csv', 'routes/admin/redirects-csv.ts'),
      route('api-keys', 'routes/admin/api-keys.tsx'),
      route('webhooks', 'routes/admin/webhooks.tsx'),
      route('webhooks/:id', 'routes/admin/webhook-endpoint.tsx'),
      route('navigation', 'routes/admin/navigation.tsx'),
      route('staff', 'routes/admin/staff.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('audit.csv', 'routes/admin/audit-csv.ts'),
    ]),
  ]),
] satisfies RouteConfig;
