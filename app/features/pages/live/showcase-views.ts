// The case-study carousel and the testimonials as one module: they share most of their code (the
// slide carousel), so a page with either gets it as one download (the home page has both; split
// per type, they cost it 0.9 KB of gzip more). Loaded lazily by the pages that show them.
export { renderCarousel } from './carousel-view.tsx';
export { renderTestimonials } from './testimonials-view.tsx';
