// The home sections that hydrate (the case-study carousel and the testimonials), in one module so
// their code arrives as one download after the page's up-front JavaScript (home-sections.tsx).
export { FeaturedCaseStudyCarousel } from '../case-studies/featured-carousel.tsx';
export { TestimonialsSection } from '../case-studies/testimonials-section.tsx';
