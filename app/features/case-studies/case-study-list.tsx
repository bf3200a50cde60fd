import type { RenderedOnServer } from '../../delivery/server-values.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { CaseStudyList } from './case-study-page.ts';
import { Deferred, LoadingState } from './deferred.tsx';
import type { Resolvable } from './resolvable.ts';
import { loadingTexts } from './showcase-copy.ts';

const Cards = staticIsland('case-study-list', () =>
  import('./case-study-cards.tsx').then((module) => module.CaseStudyListCards),
);

/** The /use-cases list (SPEC 2.8); 'Loading case studies...' while a streamed list arrives. */
export function CaseStudyListSection({ list }: { list: Resolvable<CaseStudyList | RenderedOnServer> }) {
  return (
    <section aria-label="Case studies" className="bg-white pb-24 sm:pb-32">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <Deferred value={list} fallback={<LoadingState text={loadingTexts.caseStudies} className="min-h-96" />}>
          {(data) => <Cards list={data} />}
        </Deferred>
      </div>
    </section>
  );
}
