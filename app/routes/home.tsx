import { servicesContext } from '../.server/infrastructure/context.ts';
import { HomeHero } from '../components/home/home-hero.tsx';
import { HomeSections } from '../components/home/home-sections.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { homeMeta } from '../content/home-meta.ts';
import { loadHomeShowcase } from '../features/case-studies/showcase.server.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...homeMeta, path: '/', siteUrl: siteUrlFrom(matches) });

export async function loader({ context }: Route.LoaderArgs) {
  return loadHomeShowcase(context.get(servicesContext));
}

/** SPEC 2.3: the hero, then the sections in order (components/home/home-sections.tsx). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <HomeSections {...loaderData} />
    </>
  );
}
