import { describe, expect, it } from 'vitest';
import {
  dashboardHref,
  dashboardPage,
  matchesSearch,
  orderLabel,
  parseDashboardQuery,
  toDashboardRow,
} from '#app/lib/admin-case-studies.ts';
import { type CaseStudy, emptyCaseStudy } from '#app/lib/case-study.ts';

function study(overrides: Partial<CaseStudy>): CaseStudy {
  return {
    id: 'id',
    ...emptyCaseStudy({ slug: 'slug', title: 'Title', clientName: 'Client', clientIndustry: 'Retail' }),
    status: 'published',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    publishedAt: null,
    publishAt: null,
    version: 1,
    ...overrides,
  };
}

describe('dashboard rows (SPEC 2.11)', () => {
  it("labels the display order '#N', or 'N/A' when there is none", () => {
    expect(orderLabel(3)).toBe('#3');
    expect(orderLabel(0)).toBe('#0');
    expect(orderLabel(null)).toBe('N/A');
  });

  it('shows when a draft publishes itself, and never for a study that is not a draft', () => {
    const at = '2026-12-01T08:30:00.000Z';
    expect(toDashboardRow(study({ status: 'draft', publishAt: at })).scheduledFor).toBe(at);
    expect(toDashboardRow(study({ status: 'draft', publishAt: null })).scheduledFor).toBeNull();
    expect(toDashboardRow(study({ status: 'published', publishAt: at })).scheduledFor).toBeNull();
    expect(toDashboardRow(study({ status: 'archived', publishAt: at })).scheduledFor).toBeNull();
  });

  it('views a published study on the public page and a draft in the signed-in preview', () => {
    expect(toDashboardRow(study({ id: 'a', slug: 'invoice-bot', status: 'published' })).viewHref).toBe(
      '/use-cases/invoice-bot',
    );
    expect(toDashboardRow(study({ id: 'a b', slug: 'x', status: 'draft' })).viewHref).toBe('/admin/preview/a%20b');
    expect(toDashboardRow(study({ id: 'c', status: 'archived' })).viewHref).toBe('/admin/preview/c');
  });
});

describe('search and filter', () => {
  const list = [
    study({
      id: '1',
      title: 'Invoice automation',
      clientName: 'Acme',
      clientIndustry: 'Manufacturing',
      status: 'published',
    }),
    study({
      id: '2',
      title: 'Claims triage',
      clientName: 'Zürich Mutual',
      clientIndustry: 'Insurance',
      status: 'draft',
    }),
    study({
      id: '3',
      title: 'KYC onboarding',
      clientName: 'Harbor Bank',
      clientIndustry: 'Finance',
      status: 'archived',
    }),
  ];

  it('matches every word, in any field, ignoring case and accents', () => {
    expect(matchesSearch(list[1] as CaseStudy, 'zurich INSURANCE')).toBe(true);
    expect(matchesSearch(list[1] as CaseStudy, 'zurich bank')).toBe(false);
    expect(matchesSearch(list[0] as CaseStudy, '   ')).toBe(true);
  });

  it('filters by status and search, keeping the given order', () => {
    const ids = (q: string, status: 'all' | 'draft' | 'published' | 'archived') =>
      dashboardPage(list, { q, status, page: 1 }).rows.map((r) => r.id);
    expect(ids('', 'all')).toEqual(['1', '2', '3']);
    expect(ids('', 'draft')).toEqual(['2']);
    expect(ids('bank', 'all')).toEqual(['3']);
    expect(ids('bank', 'published')).toEqual([]);
  });

  it('pages the matches and clamps a page past the end', () => {
    const many = Array.from({ length: 7 }, (_, i) => study({ id: String(i) }));
    const second = dashboardPage(many, { q: '', status: 'all', page: 2 }, 3);
    expect(second).toMatchObject({ matching: 7, page: 2, pageCount: 3 });
    expect(second.rows.map((r) => r.id)).toEqual(['3', '4', '5']);
    expect(dashboardPage(many, { q: '', status: 'all', page: 99 }, 3).page).toBe(3);
  });

  it('reads and writes the query string', () => {
    expect(parseDashboardQuery(new URLSearchParams('q=%20kyc%20&status=draft&page=2'))).toEqual({
      q: 'kyc',
      status: 'draft',
      page: 2,
    });
    expect(parseDashboardQuery(new URLSearchParams('status=bogus&page=-4'))).toEqual({ q: '', status: 'all', page: 1 });
    expect(dashboardHref({ q: 'kyc', status: 'draft', page: 2 })).toBe('/admin?q=kyc&status=draft&page=2');
    expect(dashboardHref({ q: '', status: 'all', page: 1 })).toBe('/admin');
  });
});
