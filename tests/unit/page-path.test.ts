import { describe, expect, it } from 'vitest';
import { normalisePagePath, pagePathProblem } from '#app/lib/page-path.ts';

describe('page paths (issue 28)', () => {
  it('normalises what staff type into a path', () => {
    expect(normalisePagePath('Industries / Insurance ')).toBe('/industries/insurance');
    expect(normalisePagePath('//about//')).toBe('/about');
    expect(normalisePagePath('')).toBe('/');
    expect(normalisePagePath('/Café & Co')).toBe('/cafe-co');
  });

  it('accepts the root and nested slug paths', () => {
    for (const path of ['/', '/about', '/industries/insurance', '/a/b/c/d/e']) expect(pagePathProblem(path)).toBeNull();
  });

  it('refuses paths the site answers itself, too deep or not in the slug rule, and says why', () => {
    expect(pagePathProblem('/admin/pages')).toBe('/admin belongs to the site itself. Choose another path.');
    expect(pagePathProblem('/use-cases/mine')).toBe('/use-cases belongs to the site itself. Choose another path.');
    expect(pagePathProblem('/api')).toBe('/api belongs to the site itself. Choose another path.');
    expect(pagePathProblem('/a/b/c/d/e/f')).toBe("A page's path has at most 5 parts, like /industries/insurance.");
    expect(pagePathProblem('/Insurance')).toBe(
      'Use lower-case letters, digits and hyphens between the slashes, like /industries/insurance.',
    );
    expect(pagePathProblem('/sitemap.xml')).not.toBeNull();
    expect(pagePathProblem('/about/')).toBe('A path starts with a slash and does not end with one.');
    expect(pagePathProblem(`/${'a'.repeat(200)}`)).toBe("A page's path is at most 200 characters.");
  });
});
