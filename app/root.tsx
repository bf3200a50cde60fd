import interLatinWoff2 from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { Suspense } from 'react';
import { data, Links, Meta, Outlet, ScrollRestoration, type ShouldRevalidateFunction, useLocation } from 'react-router';
import { servicesContext } from './.server/infrastructure/context.ts';
import { renderOnServer } from './.server/infrastructure/server-values.ts';
import { readToast } from './.server/infrastructure/toast.ts';
import type { Route } from './+types/root';
import { Toaster, useToast } from './components/layout/toaster.tsx';
import type { FrameDetails } from './components/site/site-settings.ts';
import { DeferredScripts } from './delivery/deferred-scripts.tsx';
import { lazyModule } from './delivery/lazy-module.ts';
import { useNonce } from './delivery/nonce.tsx';
import { ServerScript } from './delivery/server-script.tsx';
import { navigationOf } from './features/navigation/public-navigation.server.ts';
import { loadSiteDocuments } from './features/settings/site-documents.server.ts';
import { publicSettings } from './lib/site-settings.ts';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  // The Latin subset of the self-hosted variable font (font-display: swap) is needed by every page:
  // fetch it alongside the stylesheet instead of after it. Other subsets load only if a page uses them.
  { rel: 'preload', href: interLatinWoff2, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  // The site documents, read once per request (the page's loader shares the read): the settings
  // and the navigation every public page shows in its frame, sent with the page, never fetched by
  // the browser nor part of the shell's code.
  const [{ toast, headers }, documents] = await Promise.all([readToast(config, request), loadSiteDocuments(context)]);
  const { header, services, footer } = navigationOf(documents.navigation);
  const frame: FrameDetails = { settings: publicSettings(documents.settings), footer };
  return data(
    {
      siteUrl: config.publicUrl,
      toast,
      // The header hydrates (its menus); the rest is drawn by static islands only, so a document
      // keeps it on the server (components/site/site-settings.ts).
      navigation: { header, services },
      // Every route's `meta` reads it, in the browser too (components/seo/page-meta.ts): not kept.
      defaultOgImage: frame.settings.defaultOgImage,
      frame: renderOnServer(context, frame, 'frame'),
    },
    { headers: headers ?? undefined },
  );
}

let frameLoaded = false;

/**
 * A document's root data lacks the frame's details (kept on the server): the first client-side
 * navigation loads the root's data again, so islands the browser renders from then on have them.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) => {
  if (frameLoaded) return defaultShouldRevalidate;
  frameLoaded = true;
  return true;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2563eb" />
        {/* Lets CSS hide not-yet-revealed cards only when the script that reveals them can run. Only the
            server's copy runs, so the browser bundle leaves the text out. */}
        <ServerScript text={import.meta.env.SSR && "document.documentElement.classList.add('js')"} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useToast(loaderData.toast);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

/** The last-resort fallback (SPEC 8): public pages have their own boundary inside the site layout. */
// Both error pages are loaded on demand: the studio's is code for studio paths only, and neither is
// part of the public pages' JavaScript.
const studioErrorPage = lazyModule(() => import('./components/site/studio-error-page.tsx'));
const errorPages = lazyModule(() => import('./components/site/error-page.tsx'));

function StudioError({ error }: { error: unknown }) {
  const { StudioErrorPage } = studioErrorPage.read();
  return <StudioErrorPage error={error} />;
}

function LastResort({ error }: { error: unknown }) {
  const { LastResortError } = errorPages.read();
  return <LastResortError error={error} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The studio layout's middleware refusals (401, 403) are rendered here: they get the studio's page.
  const { pathname } = useLocation();
  const studio = pathname === '/admin' || pathname.startsWith('/admin/');
  return <Suspense fallback={null}>{studio ? <StudioError error={error} /> : <LastResort error={error} />}</Suspense>;
}
