import { Suspense } from 'react';
import { servicesContext } from '../.server/context.ts';
import { loadHomeShowcase } from '../.server/showcase.ts';
import { HomeHero, preloadHeroShapes } from '../components/home/home-hero.tsx';
import { lazyModule } from '../components/lazy-module.ts';
import { homeMeta } from '../content/home-hero.ts';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { HomeShowcase } from '../lib/showcase.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...homeMeta, path: '/', siteUrl: siteUrlFrom(matches) });

export async function loader({ context }: Route.LoaderArgs) {
  // Loaded before rendering on the server, so the HTML never streams a fallback for them.
  await Promise.all([sections.preload(), preloadHeroShapes()]);
  return loadHomeShowcase(context.get(servicesContext));
}

// The sections below the hero load as a second step, not with the JavaScript the page needs up
// front: the download starts as soon as this module runs, and until it arrives React leaves their
// server-rendered HTML in place and hydrates the header and hero first.
const sections = lazyModule(() => import('../components/home/home-sections.tsx'));
void sections.preload();

function BelowTheHero(props: HomeShowcase) {
  const { HomeSections } = sections.read();
  return <HomeSections {...props} />;
}

/** SPEC 2.3: the hero, then the sections in order (components/home/home-sections.tsx). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <Suspense fallback={null}>
        <BelowTheHero {...loaderData} />
      </Suspense>
    </>
  );
}
