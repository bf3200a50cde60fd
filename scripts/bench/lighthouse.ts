/**
 * Lighthouse (the npm package) driving the system Chromium with its default mobile configuration
 * (simulated slow 4G and 4x CPU slowdown), several runs per page, median of each figure.
 * Runs go round-robin over the pages so a burst of machine noise does not land on one page only.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, round } from './stats.ts';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof ALL_CATEGORIES)[number];

export interface LighthousePage {
  /** Label in the report, e.g. '/use-cases/{slug}'. */
  label: string;
  url: string;
  /** Categories to score; pages that are rightly noindex/404 skip best practices and SEO. */
  categories?: readonly Category[];
  /** The page answers 404 on purpose (the not-found page). */
  expectStatus404?: boolean;
}

export interface LighthouseRun {
  scores: Partial<Record<Category, number | null>>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  jsBytes: number | null;
  totalBytes: number | null;
  requests: number | null;
  benchmarkIndex: number | null;
  /** Weighted audits that did not pass (id: display value), to tell owners what to fix. */
  failedAudits: string[];
  error: string | null;
  durationMs: number;
}

export interface LighthouseSummary {
  label: string;
  url: string;
  runs: number;
  errors: string[];
  /** Medians, scores on Lighthouse's 0-100 scale. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  jsBytes: number | null;
  totalBytes: number | null;
  /** Audits failing in at least half of the runs, with how many runs they failed in. */
  failedAudits: { audit: string; runs: number }[];
  raw: LighthouseRun[];
}

interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: { resourceType?: string; transferSize?: number; requestCount?: number }[] };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

function toRun(lhr: Lhr, durationMs: number): LighthouseRun {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = summary.find((item) => item.resourceType === 'script');
  const total = summary.find((item) => item.resourceType === 'total');
  const failedAudits: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        failedAudits.push(audit.displayValue ? `${ref.id} (${audit.displayValue})` : ref.id);
      }
    }
  }
  const scores: LighthouseRun['scores'] = {};
  for (const category of ALL_CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (score !== undefined) scores[category] = score === null ? null : Math.round(score * 100);
  }
  return {
    scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    jsBytes: scripts?.transferSize ?? null,
    totalBytes: numeric('total-byte-weight') ?? total?.transferSize ?? null,
    requests: total?.requestCount ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    durationMs,
  };
}

function summarize(page: LighthousePage, runs: LighthouseRun[]): LighthouseSummary {
  const ok = runs.filter((run) => run.error === null);
  const pick = (get: (run: LighthouseRun) => number | null | undefined, digits = 0) =>
    round(median(ok.map(get)), digits);
  const failures = new Map<string, number>();
  for (const run of ok) {
    for (const audit of new Set(run.failedAudits.map((a) => a.replace(/ \(.*\)$/, '')))) {
      failures.set(audit, (failures.get(audit) ?? 0) + 1);
    }
  }
  return {
    label: page.label,
    url: page.url,
    runs: runs.length,
    errors: runs.flatMap((run) => (run.error ? [run.error] : [])),
    performance: pick((r) => r.scores.performance),
    accessibility: pick((r) => r.scores.accessibility),
    bestPractices: pick((r) => r.scores['best-practices']),
    seo: pick((r) => r.scores.seo),
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls, 3),
    speedIndexMs: pick((r) => r.speedIndexMs),
    jsBytes: pick((r) => r.jsBytes),
    totalBytes: pick((r) => r.totalBytes),
    failedAudits: [...failures]
      .filter(([, count]) => count * 2 >= ok.length)
      .map(([audit, count]) => ({ audit, runs: count }))
      .sort((a, b) => b.runs - a.runs || a.audit.localeCompare(b.audit)),
    raw: runs,
  };
}

/** Runs every page `runs` times in one Chromium and returns the medians per page. */
export async function runLighthouse(
  pages: readonly LighthousePage[],
  options: { runs: number; chromePath: string; log: (line: string) => void },
): Promise<LighthouseSummary[]> {
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS });
  const results = new Map<string, LighthouseRun[]>(pages.map((page) => [page.label, []]));
  try {
    for (let run = 1; run <= options.runs; run++) {
      for (const page of pages) {
        const started = Date.now();
        let result: LighthouseRun;
        try {
          const output = await lighthouse(page.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...(page.categories ?? ALL_CATEGORIES)],
            // Screenshots are for people reading a report; the figures do not need them.
            disableFullPageScreenshot: true,
            skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
            ignoreStatusCode: page.expectStatus404 === true,
          });
          if (!output) throw new Error('Lighthouse returned no result');
          result = toRun(output.lhr as unknown as Lhr, Date.now() - started);
        } catch (error) {
          result = {
            ...toRun({ categories: {}, audits: {} }, Date.now() - started),
            error: error instanceof Error ? error.message : String(error),
          };
        }
        results.get(page.label)!.push(result);
        options.log(
          `  lighthouse ${run}/${options.runs} ${page.label.padEnd(24)} perf ${result.scores.performance ?? '-'} ` +
            `a11y ${result.scores.accessibility ?? '-'} LCP ${round(result.lcpMs) ?? '-'} ms TBT ${round(result.tbtMs) ?? '-'} ms ` +
            `(${(result.durationMs / 1000).toFixed(1)} s${result.error ? `, ${result.error}` : ''})`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return pages.map((page) => summarize(page, results.get(page.label)!));
}
