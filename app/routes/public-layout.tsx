import { Suspense } from 'react';
import { isRouteErrorResponse, Outlet } from 'react-router';
import { readConsent } from '../.server/infrastructure/consent.ts';
import { renderOnServer } from '../.server/infrastructure/server-values.ts';
import { pageCacheMiddleware } from '../.server/page-cache/middleware.ts';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { useConsent } from '../components/layout/use-consent.ts';
import { VisitTrailScript } from '../components/layout/visit-trail.tsx';
import { lazyModule } from '../delivery/lazy-module.ts';
import { staticIsland } from '../delivery/static-island.tsx';
import { loadSiteDocuments } from '../features/settings/site-documents.server.ts';
import type { Route } from './+types/public-layout';

// Public pages are shared: rendered once, kept in the page cache, served to everyone until a save.
export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware];

// The consent banner's code loads only for visitors who have not chosen yet (the server renders it
// for them, so it is painted at once; its buttons are plain form posts until it hydrates).
const banner = lazyModule(() => import('../components/consent/cookie-banner.tsx'));

// Links and contact details only: the browser keeps the server's HTML (delivery/static-island.tsx).
const SiteFooter = staticIsland('site-footer', () =>
  import('../components/site/site-footer.tsx').then((module) => module.SiteFooter),
);

// Structured data is for search engines, which read the server's HTML (components/seo/json-ld.tsx).
const SiteJsonLd = staticIsland('site-json-ld', () =>
  import('../components/seo/site-json-ld.tsx').then((module) => module.SiteJsonLd),
);

// The not-found and error pages' code is needed only when a page is missing or failed, not on every page.
const notFound = lazyModule(() => import('../components/site/not-found.tsx'));
const errorPages = lazyModule(() => import('../components/site/error-page.tsx'));

function PageFailed({ error }: { error: unknown }) {
  const { PageError } = errorPages.read();
  return <PageError error={error} />;
}

function NotFound() {
  const module = notFound.read();
  return <module.NotFound />;
}

function BannerWhenUndecided() {
  const { choice, known } = useConsent();
  if (!known || choice !== null) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}

function Banner() {
  const { CookieConsentBanner } = banner.read();
  return <CookieConsentBanner />;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <VisitTrailScript />
      <BannerWhenUndecided />
      <SiteHeader />
      <main id="main" className="flex-1" data-page-sections>
        {children}
      </main>
      <SiteFooter />
      <SiteJsonLd />
    </div>
  );
}

/**
 * The cookie-banner choice, read on the server so the banner is rendered (or not) without a flash,
 * and the banner's words (site settings) only for a visitor who has not chosen: nobody else's page
 * carries them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const consent = readConsent(request);
  // Drawn by a static island only: a document keeps the words on the server (components/site/site-settings.ts).
  const cookieBanner =
    consent === null
      ? renderOnServer(context, (await loadSiteDocuments(context)).settings.cookieBanner, 'cookieBanner')
      : null;
  return { consent, cookieBanner };
}

export default function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Errors in a public page keep the header and footer; a 404 thrown by a loader shows the not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
        <Suspense fallback={null}>
          <NotFound />
        </Suspense>
      </Shell>
    );
  }
  return (
    <Shell>
      <Suspense fallback={null}>
        <PageFailed error={error} />
      </Suspense>
    </Shell>
  );
}
