import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { lazyModule } from '../../delivery/lazy-module.ts';
import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { BlockOf } from '../../features/pages/blocks/block-schemas.ts';

// The shapes' pointer-following is decoration for a mouse: its code loads after the page has
// hydrated, and only where there is one (the shapes themselves are painted from the start, with the
// hero's static content), so a phone never downloads it.
const pointer = lazyModule(() => import('./shapes-follow-pointer.tsx'));

/** Whether the device has a mouse (a fine pointer that hovers); false until hydrated, as on the server. */
function useHasMouse() {
  const [hasMouse, setHasMouse] = useState(false);
  useEffect(() => setHasMouse(window.matchMedia('(hover: hover) and (pointer: fine)').matches), []);
  return hasMouse;
}

// Shapes, text, links and the diagram: the browser keeps the server's HTML and never loads this code
// (nor gets the hero's words in the page's data: the loader keeps them on the server). Named by the
// block's id, as the home page's other islands (components/home/home-sections.tsx).
const Content = staticIsland(
  ({ id }: HeroIsland) => `home-${id}`,
  () => import('./hero-content.tsx').then((module) => module.HeroContent),
  { rememberBy: ({ island }) => island },
);

/** A hero block, or on a document request the marker of its content kept on the server (features/pages/served-blocks.ts). */
type HeroIsland = { id: string; island: BlockOf<'hero'> | RenderedOnServer };

function PointerFollowing({ area }: { area: RefObject<HTMLElement | null> }) {
  const { ShapesFollowPointer } = pointer.read();
  return <ShapesFollowPointer area={area} />;
}

/**
 * SPEC 2.3 hero, drawn from a hero block of the 'home' layout (components/home/hero-content.tsx),
 * whose background shapes follow the mouse.
 */
export function HomeHero({ id, island }: HeroIsland) {
  const hero = useRef<HTMLElement>(null);
  const hasMouse = useHasMouse();
  return (
    <section
      ref={hero}
      aria-labelledby="page-title"
      // The same band as StaticHomeHero's (hero-content.tsx), which this module must not import up front.
      className="relative isolate overflow-hidden bg-gradient-to-b from-blue-50 via-indigo-50/40 to-white pt-32 pb-20 sm:pt-40 lg:pt-44 lg:pb-28"
    >
      {hasMouse ? (
        <Suspense fallback={null}>
          <PointerFollowing area={hero} />
        </Suspense>
      ) : null}
      <Content id={id} island={island} />
    </section>
  );
}
