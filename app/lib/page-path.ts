/**
 * Where a page built from blocks may live (issue 28): `/` or one to five segments, each following
 * the case-study slug rule (lib/slug.ts), e.g. `/industries/insurance`. A path the application
 * itself answers (its routes, resource routes and static files) is never a page's: those addresses
 * keep working whatever staff create.
 */
import { SLUG_PATTERN, slugify } from './slug.ts';

export const PAGE_PATH_MAX_LENGTH = 200;
export const PAGE_PATH_MAX_SEGMENTS = 5;

/**
 * First segments the application answers itself, besides the copy pages that become pages: the
 * case-study list and details, the calculator and its PDF, the intake page, the studio, the APIs,
 * uploads, built assets and public files, the crawler files and the operators' endpoints, and a
 * client's review links (issue 30).
 */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  'use-cases',
  'roi-calculator',
  'webhook-api',
  'review',
  'admin',
  'api',
  'uploads',
  'assets',
  'images',
  'fonts',
  'healthz',
  'readyz',
  'metrics',
];

/** What a typed path becomes: each segment slugified, one leading slash, no trailing or doubled ones. */
export function normalisePagePath(typed: string): string {
  const segments = typed
    .trim()
    .split('/')
    .map((segment) => slugify(segment))
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/** Why `path` (as normalised) cannot be a page's, or null when it can. */
export function pagePathProblem(path: string): string | null {
  if (path === '/') return null;
  if (path.length > PAGE_PATH_MAX_LENGTH) return `A page's path is at most ${PAGE_PATH_MAX_LENGTH} characters.`;
  if (!path.startsWith('/') || path.endsWith('/')) return 'A path starts with a slash and does not end with one.';
  const segments = path.slice(1).split('/');
  if (segments.length > PAGE_PATH_MAX_SEGMENTS) {
    return `A page's path has at most ${PAGE_PATH_MAX_SEGMENTS} parts, like /industries/insurance.`;
  }
  if (!segments.every((segment) => SLUG_PATTERN.test(segment))) {
    return 'Use lower-case letters, digits and hyphens between the slashes, like /industries/insurance.';
  }
  const first = segments[0] ?? '';
  if (RESERVED_FIRST_SEGMENTS.includes(first)) {
    return `/${first} belongs to the site itself. Choose another path.`;
  }
  return null;
}
