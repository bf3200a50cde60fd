// The home sections that are only text, images, links and reveal animations: rendered on the
// server and kept as they are in the browser (delivery/static-island.tsx). This module loads
// only when the home page is rendered in the browser (a client-side navigation to it).
import { homeCta } from '../../content/home.ts';
import { CtaBand } from '../marketing/cta-band.tsx';

export { FeaturedCaseStudies } from '../../features/case-studies/featured-case-studies.tsx';
export { AgentsSpotlight } from './agents-spotlight.tsx';
export { ClientLogoStrip } from './client-logo-strip.tsx';
export { ProcessRoiSection } from './process-roi-section.tsx';
export { ServicesSection } from './services-section.tsx';
export { UseCasesSection } from './use-cases-section.tsx';

export function HomeCta() {
  return <CtaBand id="home-cta-title" copy={homeCta} />;
}
