// The home page's blocks that hydrate (the case-study carousel and the testimonials), in one module
// so their code arrives as one download after the page's up-front JavaScript (home-sections.tsx).
export { renderCarousel, renderTestimonials } from '../../features/pages/live/showcase-views.ts';
