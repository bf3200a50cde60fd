/**
 * Lighthouse (the npm package) driving the system Chromium with its default mobile configuration
 * (simulated slow 4G and 4x CPU slowdown), several runs per page, median of each figure.
 * Runs go round-robin over the pages so a burst of machine noise does not land on one page only.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { median, round } from './stats.ts';

/**
 * Lighthouse's benchmark index of the phone its mobile preset stands for (Moto G Power 2022, the
 * figure Chrome DevTools' CPU calibration uses). The stock 4x CPU slowdown assumes a host about four
 * times faster (index ~1000); calibration sets the slowdown to hostIndex / this instead.
 */
export const TARGET_DEVICE_BENCHMARK_INDEX = 264;

/** The CPU slowdown that makes this host behave like the target phone (never below 1). */
export function calibratedSlowdown(hostBenchmarkIndex: number): number {
  return Math.max(1, Math.round((hostBenchmarkIndex / TARGET_DEVICE_BENCHMARK_INDEX) * 100) / 100);
}

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
  /** The page answers an error status on purpose (the not-found page, the intake page without a key). */
  errorStatus?: boolean;
}

export interface LighthouseRun {
  scores: Partial<Record<Category, number | null>>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  jsBytes: number | null;
  /** Paths of the same-origin scripts the page loaded, in request order. */
  scripts: string[];
  totalBytes: number | null;
  requests: number | null;
  benchmarkIndex: number | null;
  /** The CPU slowdown applied in this run (4 in the stock mobile preset). */
  cpuSlowdown: number;
  /** Weighted audits that did not pass (id: display value), to tell owners what to fix. */
  failedAudits: string[];
  /** The element Lighthouse reports as the largest contentful paint (selector: text). */
  lcpElement: string | null;
  error: string | null;
  durationMs: number;
}

export interface LighthouseSummary {
  label: string;
  url: string;
  /** The categories this page is scored on. */
  categories: Category[];
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
  /** Median of the host's benchmark index measured by Lighthouse in each run (higher is faster). */
  benchmarkIndex: number | null;
  cpuSlowdown: number | null;
  /** Audits failing in at least half of the runs, with how many runs they failed in. */
  failedAudits: { audit: string; runs: number }[];
  /** The most frequent LCP element over the runs. */
  lcpElement: string | null;
  raw: LighthouseRun[];
}

interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      requestCount?: number;
      type?: string;
      selector?: string;
      nodeLabel?: string;
      url?: string;
    }[];
  };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

/** The same-origin scripts a run loaded (the network-requests audit), as paths. */
function scriptPaths(lhr: Lhr): string[] {
  const paths: string[] = [];
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    if (item.resourceType !== 'Script' || !item.url) continue;
    const url = new URL(item.url);
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') paths.push(url.pathname);
  }
  return paths;
}

function toRun(lhr: Lhr, durationMs: number, cpuSlowdown: number): LighthouseRun {
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
  const lcpNode = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  const lcpElement = lcpNode ? `${lcpNode.selector ?? '?'}: "${(lcpNode.nodeLabel ?? '').slice(0, 60)}"` : null;
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
    scripts: scriptPaths(lhr),
    totalBytes: numeric('total-byte-weight') ?? total?.transferSize ?? null,
    requests: total?.requestCount ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdown,
    failedAudits,
    lcpElement,
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
  const elements = new Map<string, number>();
  for (const run of ok) if (run.lcpElement) elements.set(run.lcpElement, (elements.get(run.lcpElement) ?? 0) + 1);
  return {
    label: page.label,
    url: page.url,
    categories: [...(page.categories ?? ALL_CATEGORIES)],
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
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    cpuSlowdown: pick((r) => r.cpuSlowdown, 2),
    failedAudits: [...failures]
      .filter(([, count]) => count * 2 >= ok.length)
      .map(([audit, count]) => ({ audit, runs: count }))
      .sort((a, b) => b.runs - a.runs || a.audit.localeCompare(b.audit)),
    lcpElement: [...elements].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null,
    raw: runs,
  };
}

/** Runs every page `runs` times in one Chromium and returns the medians per page. */
export async function runLighthouse(
  pages: readonly LighthousePage[],
  options: {
    runs: number;
    chromePath: string;
    log: (line: string) => void;
    /**
     * Calibrate the CPU slowdown to this host (hostIndex / 264, from the previous run's benchmark
     * index) instead of the preset's fixed 4x, as Lighthouse's throttling guide and DevTools do.
     */
    calibrateCpu?: boolean;
  },
): Promise<LighthouseSummary[]> {
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS });
  const results = new Map<string, LighthouseRun[]>(pages.map((page) => [page.label, []]));
  const stock = throttling.mobileSlow4G;
  let cpuSlowdown = stock.cpuSlowdownMultiplier;
  try {
    if (options.calibrateCpu && pages.length > 0) {
      // One discarded run measures the host before the first counted one.
      const probe = await lighthouse(pages.at(-1)!.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableFullPageScreenshot: true,
      });
      const index = probe?.lhr.environment?.benchmarkIndex;
      if (index) cpuSlowdown = calibratedSlowdown(index);
      options.log(`  host benchmark index ${round(index) ?? '?'}: CPU slowdown x${cpuSlowdown}`);
    }
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
            ignoreStatusCode: page.errorStatus === true,
            throttling: { ...stock, cpuSlowdownMultiplier: cpuSlowdown },
          });
          if (!output) throw new Error('Lighthouse returned no result');
          result = toRun(output.lhr as unknown as Lhr, Date.now() - started, cpuSlowdown);
        } catch (error) {
          result = {
            ...toRun({ categories: {}, audits: {} }, Date.now() - started, cpuSlowdown),
            error: error instanceof Error ? error.message : String(error),
          };
        }
        results.get(page.label)!.push(result);
        if (options.calibrateCpu && result.benchmarkIndex) cpuSlowdown = calibratedSlowdown(result.benchmarkIndex);
        options.log(
          `  lighthouse ${run}/${options.runs} ${page.label.padEnd(24)} perf ${result.scores.performance ?? '-'} ` +
            `a11y ${result.scores.accessibility ?? '-'} LCP ${round(result.lcpMs) ?? '-'} ms TBT ${round(result.tbtMs) ?? '-'} ms ` +
            `benchmark ${round(result.benchmarkIndex) ?? '-'} CPU x${result.cpuSlowdown} ` +
            `(${(result.durationMs / 1000).toFixed(1)} s${result.error ? `, ${result.error}` : ''})`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return pages.map((page) => summarize(page, results.get(page.label)!));
}
