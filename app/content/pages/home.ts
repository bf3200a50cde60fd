/**
 * The home page as a page (SPEC 2.3), from the copy of home-hero.ts, home.ts, services.ts and
 * clients.ts; the featured case studies, the carousel and the testimonials show the home page's own
 * headings and limits by default, so they carry only their place (and 'See our work''s anchor).
 */
import { Calculator } from 'lucide-react';
import type { PageInput } from '../../lib/page.ts';
import { clientLogos, clientLogosHeading } from '../clients.ts';
import { agentsSpotlight, homeCta, processRoi, useCasesSection } from '../home.ts';
import { homeHero } from '../home-hero.ts';
import { homeMeta } from '../home-meta.ts';
import { agentsTeaser, DEFAULT_SERVICE_BUTTON_TEXT, serviceCards, servicesSection } from '../services.ts';
import { iconName } from './icon-names.ts';
import { ctaBlock, type SeedBlock, stepsBlock } from './seed-blocks.ts';

const hero: SeedBlock = {
  id: 'hero',
  type: 'hero',
  layout: 'home',
  eyebrow: homeHero.eyebrow,
  headline: `${homeHero.titleStart} ${homeHero.titleHighlight}`,
  highlight: homeHero.titleHighlight,
  subline: homeHero.subline,
  buttons: [homeHero.primary, homeHero.secondary],
  stats: homeHero.proof,
  image: { ...homeHero.diagram, decorative: false },
};

const clientLogoStrip: SeedBlock = {
  id: 'client-logos',
  type: 'logos',
  heading: clientLogosHeading,
  logos: clientLogos.map((logo) => ({ name: logo.name, src: logo.image })),
};

const services: SeedBlock = {
  id: 'services',
  type: 'cards',
  anchor: 'services',
  heading: servicesSection,
  style: 'service',
  columns: 3,
  cards: serviceCards.map((card) => ({
    icon: iconName(card.icon),
    title: card.title,
    text: card.description,
    link: { label: card.buttonText ?? DEFAULT_SERVICE_BUTTON_TEXT, href: card.link },
    color: card.color,
  })),
  footnote: agentsTeaser,
};

const processAndRoi: SeedBlock = {
  ...stepsBlock('process-roi', processRoi.heading, processRoi.steps, 'muted'),
  aside: {
    image: { src: '/images/illustrations/roi-growth.svg', alt: '', decorative: true, width: 560, height: 420 },
    title: processRoi.roiTitle,
    stats: processRoi.roiStats,
    note: processRoi.roiNote,
    button: processRoi.roiAction,
    buttonIcon: iconName(Calculator),
  },
};

const agents: SeedBlock = {
  id: 'agents',
  type: 'image-text',
  anchor: 'ai-agents',
  heading: agentsSpotlight.heading,
  tone: 'dark',
  image: { ...agentsSpotlight.image, decorative: false },
  imageSide: 'right',
  points: agentsSpotlight.points,
  button: agentsSpotlight.action,
  figure: { ...agentsSpotlight.stat, note: agentsSpotlight.statNote },
};

const useCases: SeedBlock = {
  id: 'use-cases',
  type: 'cards',
  anchor: 'use-cases',
  heading: useCasesSection.heading,
  style: 'list',
  columns: 3,
  cards: useCasesSection.departments.map((item) => ({
    icon: iconName(item.icon),
    title: item.department,
    points: item.examples,
  })),
  button: useCasesSection.action,
};

export const homePage: PageInput = {
  path: '/',
  title: homeMeta.title,
  metaDescription: homeMeta.description,
  ogImage: null,
  noindex: false,
  status: 'published',
  publishAt: null,
  blocks: [
    hero,
    clientLogoStrip,
    services,
    // SPEC 9: at most six featured case studies on the home page.
    { id: 'featured', type: 'featured-case-studies', anchor: 'see-our-work', max: 6 },
    processAndRoi,
    agents,
    { id: 'carousel', type: 'case-study-carousel' },
    { id: 'testimonials', type: 'testimonials' },
    useCases,
    ctaBlock('cta', homeCta),
  ],
};
