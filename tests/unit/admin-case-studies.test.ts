import { describe, expect, it } from 'vitest';
import {
  caseStudySearchText,
  clampPage,
  DASHBOARD_PAGE_SIZE,
  dashboardHref,
  orderLabel,
  parseDashboardQuery,
  searchWords,
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

describe('search text and search words', () => {
  /** What the database does with them: every word is a substring of the stored text. */
  const matches = (caseStudy: Partial<CaseStudy>, q: string) => {
    const text = caseStudySearchText(study(caseStudy));
    return searchWords(q).every((word) => text.includes(word));
  };

  it('folds title, client, industry and slug to lower case without accents', () => {
    expect(
      caseStudySearchText({
        title: 'Claims Triage',
        clientName: 'Zürich Mutual',
        clientIndustry: 'Insurance',
        slug: 'claims-triage',
      }),
    ).toBe('claims triage zurich mutual insurance claims-triage');
    expect(
      caseStudySearchText({ title: 'Crédit Agricole', clientName: 'ÉLAN', clientIndustry: 'Énergie', slug: 'x' }),
    ).toBe('credit agricole elan energie x');
    // Compatibility forms fold too (a ligature, full-width letters).
    expect(caseStudySearchText({ title: 'ﬁnance', clientName: 'ＡＢＣ', clientIndustry: '', slug: '' })).toBe(
      'finance abc  ',
    );
  });

  it('splits a search into folded words, at most ten, ignoring extra spaces', () => {
    expect(searchWords('  Zürich   INSURANCE\t')).toEqual(['zurich', 'insurance']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('100% under_score')).toEqual(['100%', 'under_score']);
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });

  it('matches when every word occurs in some field, whatever the case and accents', () => {
    const zurich = { title: 'Claims triage', clientName: 'Zürich Mutual', clientIndustry: 'Insurance' };
    expect(matches(zurich, 'zurich INSURANCE')).toBe(true);
    expect(matches(zurich, 'ZÜRICH')).toBe(true);
    expect(matches(zurich, 'triage mutual')).toBe(true);
    expect(matches(zurich, 'zurich bank')).toBe(false);
    expect(matches(zurich, '   ')).toBe(true);
    // A word may be part of a longer one (a substring search, as typed).
    expect(matches(zurich, 'clai')).toBe(true);
  });
});

describe('pages', () => {
  it('has 25 case studies a page', () => {
    expect(DASHBOARD_PAGE_SIZE).toBe(25);
  });

  it.each([
    // requested, matching, page, pageCount
    [1, 0, 1, 1],
    [1, 25, 1, 1],
    [2, 25, 1, 1],
    [2, 26, 2, 2],
    [3, 26, 2, 2],
    [200, 10_000, 200, 400],
    [401, 10_000, 400, 400],
    [0, 100, 1, 4],
    [-3, 100, 1, 4],
  ])('page %i of %i matches is page %i of %i', (requested, matching, page, pageCount) => {
    expect(clampPage(requested, matching)).toEqual({ page, pageCount });
  });

  it('takes the page size it is given', () => {
    expect(clampPage(9, 7, 3)).toEqual({ page: 3, pageCount: 3 });
  });
});

describe('the query in the URL', () => {
  it('reads the search, status and page', () => {
    expect(parseDashboardQuery(new URLSearchParams('q=%20kyc%20&status=draft&page=2'))).toEqual({
      q: 'kyc',
      status: 'draft',
      page: 2,
    });
    expect(parseDashboardQuery(new URLSearchParams(''))).toEqual({ q: '', status: 'all', page: 1 });
    for (const status of ['published', 'draft', 'archived', 'all'] as const) {
      expect(parseDashboardQuery(new URLSearchParams({ status })).status).toBe(status);
    }
  });

  it('falls back to the defaults for an unknown status or a page that is not a positive number', () => {
    expect(parseDashboardQuery(new URLSearchParams('status=bogus&page=-4'))).toEqual({ q: '', status: 'all', page: 1 });
    expect(parseDashboardQuery(new URLSearchParams('status=Published')).status).toBe('all');
    for (const page of ['0', 'abc', '', 'NaN', 'Infinity']) {
      expect(parseDashboardQuery(new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it('keeps a huge page number within what the database can take (the last page is shown)', () => {
    const { page } = parseDashboardQuery(new URLSearchParams('page=99999999999999999999999'));
    expect(Number.isSafeInteger(page * DASHBOARD_PAGE_SIZE)).toBe(true);
    expect(page).toBeGreaterThanOrEqual(1);
  });

  it('keeps at most 200 characters of a search', () => {
    expect(parseDashboardQuery(new URLSearchParams({ q: 'x'.repeat(500) })).q).toHaveLength(200);
  });

  it('writes a link that leaves out the defaults', () => {
    expect(dashboardHref({ q: 'kyc', status: 'draft', page: 2 })).toBe('/admin?q=kyc&status=draft&page=2');
    expect(dashboardHref({ q: '', status: 'all', page: 1 })).toBe('/admin');
    expect(dashboardHref({})).toBe('/admin');
    expect(dashboardHref({ page: 3 })).toBe('/admin?page=3');
    expect(dashboardHref({ q: 'Zürich & Co 100%' })).toBe('/admin?q=Z%C3%BCrich+%26+Co+100%25');
  });

  it('reads back what it writes', () => {
    const query = { q: 'Zürich & Co 100%', status: 'archived' as const, page: 7 };
    expect(parseDashboardQuery(new URL(dashboardHref(query), 'http://x').searchParams)).toEqual(query);
  });
});
