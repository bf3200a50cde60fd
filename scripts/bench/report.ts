/**
 * The benchmark's verdict: every bar of DESIGN 8 / issue 9 checked against the measured figures,
 * written as docs/benchmarks.json (everything, for tools) and docs/benchmarks.md (for people), and
 * printed as a summary table.
 */
import type { SaveStats } from './admin.ts';
import type { BundleReport } from './bundle.ts';
import type { Category, LighthouseSummary } from './lighthouse.ts';
import type { LoadResult, VerifierResult } from './load.ts';
import type { MachineInfo } from './machine.ts';
import { RENDER_TOLERANCE, type RenderBaseline, type RenderCost } from './renders.ts';
import type { ShareImageCost } from './share-images.ts';
import { kib, ratio } from './stats.ts';

export interface CacheProbe {
  /** First request MISS, second HIT. */
  hitAfterMiss: boolean;
  /** A HIT asked for br / gzip comes back with that Content-Encoding (bodies stored compressed). */
  brotliHit: boolean;
  gzipHit: boolean;
  /** A request carrying the admin session cookie is rendered fresh (no X-Cache: HIT). */
  adminBypass: boolean;
  details: string[];
}

export interface ColdStart {
  firstStartMs: number;
  restartMs: number;
  idleRssBytes: number | null;
  rssAfterLoadBytes: number | null;
}

export interface BenchResults {
  generatedAt: string;
  machine: MachineInfo;
  settings: {
    lighthouseRuns: number;
    cpuCalibration: boolean;
    connections: number;
    durationS: number;
    warmupS: number;
    saveIntervalMs: number;
    logLevel: string;
  };
  durationsS: Record<string, number>;
  lighthouse: {
    pages: LighthouseSummary[];
    baseline: LighthouseSummary | null;
    /** Static copies of the pages built from blocks, labelled `static copy of <page label>`. */
    copies?: LighthouseSummary[];
  } | null;
  load: {
    runs: LoadResult[];
    saves: SaveStats | null;
    verifier: VerifierResult | null;
  } | null;
  bundle: BundleReport | null;
  coldStart: ColdStart | null;
  cacheProbe: CacheProbe | null;
  /** Pages built from blocks: the seeded ones found in the database, and the bench's own. */
  blockPages?: { seeded: string[]; twenty: string; forty: string } | null;
  /** Uncached render cost per page, and the same measured before pages were built from blocks. */
  renders?: { measured: RenderCost[]; before: RenderBaseline | null } | null;
  /** The cost of one generated share image (issue 32). */
  shareImages?: ShareImageCost | null;
  notes: string[];
}

/** The 20-block page in the Lighthouse table. */
export const BLOCK_PAGE_LABEL = '20-block page';
export const staticCopyLabel = (label: string) => `static copy of ${label}`;

/**
 * Each page built from blocks beside its static copy: the seeded pages (by path; `/` against the
 * static baseline, which is its copy) and the 20-block page.
 */
export function blockPageComparisons(
  results: BenchResults,
): { label: string; page: LighthouseSummary | undefined; copy: LighthouseSummary | undefined }[] {
  const lighthouse = results.lighthouse;
  const block = results.blockPages;
  if (!lighthouse || !block) return [];
  const byLabel = (list: readonly LighthouseSummary[] | undefined, label: string) =>
    list?.find((summary) => summary.label === label);
  const labels = [...block.seeded.filter((p) => lighthouse.pages.some((page) => page.label === p)), BLOCK_PAGE_LABEL];
  return labels.map((label) => ({
    label,
    page: byLabel(lighthouse.pages, label),
    copy: label === '/' ? (lighthouse.baseline ?? undefined) : byLabel(lighthouse.copies, staticCopyLabel(label)),
  }));
}

/**
 * The JavaScript a visit to the home page loaded, sized as served: the scripts of its Lighthouse run
 * that loaded the most (up front and on demand alike), looked up in the bundle report.
 */
export function homeVisitJavaScript(results: BenchResults): { scripts: number; gzip: number; brotli: number } | null {
  const page = results.lighthouse?.pages.find((p) => p.label === '/');
  const chunks = results.bundle?.chunks;
  if (!page || !chunks) return null;
  const loaded = page.raw
    .filter((run) => run.error === null)
    .map((run) => [...new Set(run.scripts ?? [])])
    .sort((a, b) => b.length - a.length)[0];
  if (!loaded || loaded.length === 0) return null;
  let gzip = 0;
  let brotli = 0;
  for (const script of loaded) {
    const sizes = chunks[script];
    if (!sizes) return null;
    gzip += sizes.gzip;
    brotli += sizes.brotli;
  }
  return { scripts: loaded.length, gzip, brotli };
}

export interface Bar {
  bar: string;
  measured: string;
  /** null when the part of the bench that measures it was skipped or failed. */
  pass: boolean | null;
  misses: string[];
}

export const LOAD_LABELS = {
  baseline: 'static baseline /',
  cachedHome: '/ (page cache)',
  cachedStudy: 'case study (page cache)',
  uncachedHome: '/ (PAGE_CACHE=off)',
  uncachedStudy: 'case study (PAGE_CACHE=off)',
  savesHome: '/ while an admin saves every 100 ms',
  savesStudy: 'case study while an admin saves every 100 ms',
  notFoundCounted: '404 page, counted in the 404 log',
  notFoundUncounted: '404 page (NOT_FOUND_LOG=off, PAGE_CACHE=off)',
  redirect: 'redirected path (301 from the redirect table)',
} as const;

const fmt = (value: number | null | undefined, unit = '', digits = 0) =>
  value === null || value === undefined ? 'n/a' : `${value.toFixed(digits)}${unit}`;

export function evaluateBars(results: BenchResults): Bar[] {
  const bars: Bar[] = [];
  const pages = results.lighthouse?.pages ?? [];
  const baseline = results.lighthouse?.baseline ?? null;

  // Reports written before summaries listed their categories: the two rightly noindex pages had two.
  const categoriesOf = (page: LighthouseSummary): Category[] =>
    page.categories ??
    (['/webhook-api', '404 page'].includes(page.label)
      ? ['performance', 'accessibility']
      : ['performance', 'accessibility', 'best-practices', 'seo']);
  const pageBar = (
    bar: string,
    pick: (page: LighthouseSummary) => number | null,
    ok: (value: number) => boolean,
    show: (value: number | null) => string,
    category: Category = 'performance',
  ) => {
    const scored = pages.filter((page) => categoriesOf(page).includes(category));
    const measured = scored.filter((page) => pick(page) !== null);
    const misses = measured.filter((page) => !ok(pick(page)!)).map((page) => `${page.label} ${show(pick(page))}`);
    const missing = scored.filter((page) => pick(page) === null).map((p) => `${p.label} (no result)`);
    const values = measured.map((page) => pick(page)!);
    bars.push({
      bar,
      measured:
        (values.length ? `${show(Math.min(...values))} to ${show(Math.max(...values))}` : 'n/a') +
        (missing.length ? ` (${missing.length} page(s) without a result)` : ''),
      pass: results.lighthouse === null || values.length === 0 ? null : misses.length === 0 && missing.length === 0,
      misses: [...misses, ...missing],
    });
  };

  pageBar(
    'Lighthouse performance >= 95 on every page',
    (p) => p.performance,
    (v) => v >= 95,
    (v) => fmt(v),
  );
  pageBar(
    'Accessibility 100 on every page',
    (p) => p.accessibility,
    (v) => v === 100,
    (v) => fmt(v),
    'accessibility',
  );
  pageBar(
    'Best practices 100 (indexable pages)',
    (p) => p.bestPractices,
    (v) => v === 100,
    (v) => fmt(v),
    'best-practices',
  );
  pageBar(
    'SEO 100 (indexable pages)',
    (p) => p.seo,
    (v) => v === 100,
    (v) => fmt(v),
    'seo',
  );
  pageBar(
    'CLS < 0.05 on every page',
    (p) => p.cls,
    (v) => v < 0.05,
    (v) => fmt(v, '', 3),
  );
  pageBar(
    'TBT < 100 ms on every page',
    (p) => p.tbtMs,
    (v) => v < 100,
    (v) => fmt(v, ' ms'),
  );
  pageBar(
    'LCP <= 1.3x the static baseline on every page',
    (p) => ratio(p.lcpMs, baseline?.lcpMs),
    (v) => v <= 1.3,
    (v) => (v === null ? 'n/a' : `${v.toFixed(2)}x`),
  );

  const compared = blockPageComparisons(results);
  if (compared.length > 0) {
    const ratios = compared.map((entry) => ({
      label: entry.label,
      value: ratio(entry.page?.lcpMs, entry.copy?.lcpMs),
    }));
    const values = ratios.flatMap((entry) => (entry.value === null ? [] : [entry.value]));
    bars.push({
      bar: 'LCP <= 1.15x its own static copy (seeded pages and the 20-block page)',
      measured: values.length ? `${Math.min(...values).toFixed(2)}x to ${Math.max(...values).toFixed(2)}x` : 'n/a',
      pass: values.length ? ratios.every((entry) => entry.value !== null && entry.value <= 1.15) : null,
      misses: ratios
        .filter((entry) => entry.value === null || entry.value > 1.15)
        .map((entry) => `${entry.label} ${entry.value === null ? 'no result' : `${entry.value.toFixed(2)}x`}`),
    });
    const scores = compared.map((entry) => ({ label: entry.label, value: entry.page?.performance ?? null }));
    bars.push({
      bar: 'Performance 100 on pages built from blocks (seeded pages and the 20-block page)',
      measured: scores.map((entry) => `${entry.label} ${fmt(entry.value)}`).join(', '),
      pass: scores.every((entry) => entry.value !== null) ? scores.every((entry) => entry.value === 100) : null,
      misses: scores.filter((entry) => entry.value !== 100).map((entry) => `${entry.label} ${fmt(entry.value)}`),
    });
  }

  const renders = results.renders;
  if (renders) {
    const forty = renders.measured.find((render) => render.path === results.blockPages?.forty);
    bars.push({
      bar: 'A 40-block page renders uncached in < 20 ms of server CPU',
      measured: forty ? `${fmt(forty.cpuMsPerRender, ' ms', 2)} (p50 ${forty.p50Ms} ms)` : 'n/a',
      pass: forty?.cpuMsPerRender != null ? forty.cpuMsPerRender < 20 && forty.non2xx === 0 : null,
      misses: forty && forty.non2xx > 0 ? [`${forty.non2xx} responses other than 200`] : [],
    });
    const seeded = new Set(results.blockPages?.seeded ?? []);
    const against = renders.measured
      .filter((render) => seeded.has(render.path))
      .map((render) => {
        const before = renders.before?.renders.find((old) => old.path === render.path);
        return { render, before, factor: ratio(render.cpuMsPerRender, before?.cpuMsPerRender) };
      });
    const factors = against.flatMap((entry) => (entry.factor === null ? [] : [entry.factor]));
    bars.push({
      bar: `Uncached render of each seeded page <= ${RENDER_TOLERANCE}x its CPU before pages were built from blocks`,
      measured: factors.length
        ? `${Math.min(...factors).toFixed(2)}x to ${Math.max(...factors).toFixed(2)}x over ${factors.length} pages`
        : 'n/a (no earlier measurement)',
      pass: factors.length ? against.every((entry) => entry.factor !== null && entry.factor <= RENDER_TOLERANCE) : null,
      misses: against
        .filter((entry) => entry.factor === null || entry.factor > RENDER_TOLERANCE)
        .map(
          (entry) =>
            `${entry.render.path} ${entry.factor === null ? 'not measured before' : `${entry.factor.toFixed(2)}x`}`,
        ),
    });
  }

  const home = results.bundle?.routes.find((route) => route.routeId === 'routes/home');
  const visit = homeVisitJavaScript(results);
  const upFront = home ? `${kib(home.upFront.gzip)} of it up front` : 'up front not measured';
  bars.push({
    bar: 'Home page JavaScript <= 120 KB gzip in total (all a visit loads)',
    measured: visit ? `${kib(visit.gzip)} gzip in ${visit.scripts} scripts (${upFront})` : `n/a (${upFront})`,
    pass: visit ? visit.gzip <= 120 * 1024 : null,
    misses: visit && visit.gzip > 120 * 1024 ? ['/'] : [],
  });
  const flagged = (results.bundle?.routes ?? []).filter((route) => route.flags.length > 0);
  const adminFlags = flagged.flatMap((r) =>
    r.flags.filter((f) => f.startsWith('admin-only')).map((f) => `${r.path}: ${f}`),
  );
  const chartPdfFlags = flagged.flatMap((r) =>
    r.flags.filter((f) => !f.startsWith('admin-only')).map((f) => `${r.path}: ${f}`),
  );
  bars.push({
    bar: 'No admin-only code (rich-text editor, upload) on public pages',
    measured: results.bundle ? `${adminFlags.length} breaches` : 'n/a',
    pass: results.bundle ? adminFlags.length === 0 : null,
    misses: adminFlags,
  });
  bars.push({
    bar: 'Chart code up front only on /roi-calculator (elsewhere with the calculator block, on demand), PDF only on demand',
    measured: results.bundle ? `${chartPdfFlags.length} breaches` : 'n/a',
    pass: results.bundle ? chartPdfFlags.length === 0 : null,
    misses: chartPdfFlags,
  });

  const load = (label: string) => results.load?.runs.find((run) => run.label === label);
  const cached = load(LOAD_LABELS.cachedHome);
  const base = load(LOAD_LABELS.baseline);
  const uncached = load(LOAD_LABELS.uncachedHome);
  const cachedRatio = ratio(cached?.requestsPerSec, base?.requestsPerSec);
  bars.push({
    bar: 'Cached / >= 0.25x the static baseline req/s and >= 5,000 req/s',
    measured: cached
      ? `${cached.requestsPerSec} req/s = ${fmt(cachedRatio, 'x', 2)} of ${base?.requestsPerSec ?? 'n/a'} req/s`
      : 'n/a',
    pass: cached && cachedRatio !== null ? cachedRatio >= 0.25 && cached.requestsPerSec >= 5000 : null,
    misses: [
      ...(cachedRatio !== null && cachedRatio < 0.25 ? ['below 0.25x the baseline'] : []),
      ...(cached && cached.requestsPerSec < 5000
        ? [
            `below 5,000 req/s${base && base.requestsPerSec < 5000 ? ` (the static baseline itself reached only ${base.requestsPerSec} req/s with the load generator on the same cores)` : ''}`,
          ]
        : []),
    ],
  });
  bars.push({
    bar: 'Cached / p99 latency < 50 ms',
    measured: cached ? `${cached.p99Ms} ms (static baseline ${base?.p99Ms ?? 'n/a'} ms)` : 'n/a',
    pass: cached ? cached.p99Ms < 50 : null,
    misses: [],
  });
  bars.push({
    bar: 'Uncached / (server rendering with its database reads) >= 1,000 req/s',
    measured: uncached
      ? `${uncached.requestsPerSec} req/s (p99 ${uncached.p99Ms} ms; ${uncached.serverCpuMsPerRequest ?? 'n/a'} ms of server CPU per render)`
      : 'n/a',
    pass: uncached ? uncached.requestsPerSec >= 1000 : null,
    misses: [],
  });

  const probe = results.cacheProbe;
  bars.push({
    bar: 'Cached bodies stored compressed (brotli and gzip), HIT after MISS',
    measured: probe ? `HIT after MISS ${probe.hitAfterMiss}, br ${probe.brotliHit}, gzip ${probe.gzipHit}` : 'n/a',
    pass: probe ? probe.hitAfterMiss && probe.brotliHit && probe.gzipHit : null,
    misses: [],
  });
  bars.push({
    bar: 'Requests with an admin session bypass the cache',
    measured: probe ? String(probe.adminBypass) : 'n/a',
    pass: probe ? probe.adminBypass : null,
    misses: [],
  });

  const saves = results.load?.saves;
  bars.push({
    bar: 'Admin saves invalidate the cache at once (first read after a save is fresh)',
    measured: saves
      ? `${saves.freshOnFirstRead}/${saves.freshnessChecked} fresh on first read (${saves.mode}), longest stale ${saves.maxStaleMs} ms`
      : 'n/a',
    pass: saves ? saves.succeeded > 0 && saves.freshOnFirstRead === saves.freshnessChecked : null,
    misses: saves && saves.failed > 0 ? saves.failureSamples : [],
  });
  const underSaves = [load(LOAD_LABELS.savesHome), load(LOAD_LABELS.savesStudy)].filter((r) => r !== undefined);
  const verifier = results.load?.verifier;
  const bad = underSaves.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0) + (verifier?.failures ?? 0);
  bars.push({
    bar: 'Correct under concurrent admin saves (every response 200 and complete HTML)',
    measured:
      underSaves.length > 0
        ? `${underSaves.reduce((n, r) => n + r.requests, 0)} responses, ${bad} bad; ${verifier?.checked ?? 0} bodies verified`
        : 'n/a',
    pass: underSaves.length > 0 ? bad === 0 && (verifier?.checked ?? 0) > 0 : null,
    misses: verifier?.samples ?? [],
  });
  return bars;
}

const verdict = (pass: boolean | null) => (pass === null ? 'not measured' : pass ? 'met' : '**MISSED**');

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function markdownReport(results: BenchResults, bars: Bar[]): string {
  const { machine, settings } = results;
  const out: string[] = [];
  out.push('# Benchmarks');
  out.push('');
  out.push(
    'Generated by `npm run bench` (scripts/bench.ts); do not edit by hand. The same run writes every ' +
      'figure to `docs/benchmarks.json`. Absolute times on a shared machine drift; the ratios to the ' +
      'static baseline measured in the same run are the figures to compare across runs.',
  );
  out.push('');
  out.push('## Machine');
  out.push('');
  out.push(
    table(
      ['', ''],
      [
        ['Date', machine.date],
        ['CPU', `${machine.cpuModel}, ${machine.cores} cores`],
        ['Memory', `${machine.memoryGiB} GiB`],
        ['OS', machine.os],
        ['Node.js', machine.node],
        ['Chromium', machine.chromium],
        ['Lighthouse / autocannon', `${machine.lighthouse} / ${machine.autocannon}`],
        ['Load average (1 min) at start / end', `${machine.loadAverage.start} / ${machine.loadAverage.end ?? 'n/a'}`],
        [
          'Settings',
          `${settings.lighthouseRuns} Lighthouse runs per page (CPU slowdown ${settings.cpuCalibration ? 'calibrated to the host' : 'stock 4x'}); ` +
            `load tests ${settings.connections} connections, ` +
            `${settings.durationS} s after ${settings.warmupS} s warm-up; server LOG_LEVEL=${settings.logLevel}`,
        ],
        [
          'Phases (s)',
          Object.entries(results.durationsS)
            .map(([phase, s]) => `${phase} ${s}`)
            .join(', '),
        ],
      ],
    ),
  );
  out.push('');
  out.push('## The bars');
  out.push('');
  out.push(
    table(
      ['Bar', 'Measured', 'Result', 'Misses'],
      bars.map((bar) => [bar.bar, bar.measured, verdict(bar.pass), bar.misses.join('; ') || '-']),
    ),
  );
  out.push('');

  if (results.lighthouse) {
    const { pages, baseline } = results.lighthouse;
    out.push(`## Lighthouse (mobile preset, median of ${settings.lighthouseRuns} runs)`);
    out.push('');
    out.push(
      `Mobile configuration: simulated slow 4G and ${
        settings.cpuCalibration
          ? 'a CPU slowdown calibrated to this host (its benchmark index ÷ 264, the Moto G Power 2022 the preset stands for)'
          : "the preset's fixed 4x CPU slowdown, which assumes a host with a benchmark index near 1000"
      } (Lantern). Scores 0-100; JS and total are transferred bytes; "Host index" is Lighthouse's benchmark ` +
        'index of this machine during the runs (lower means slower or busier, which inflates TBT). ' +
        '`/webhook-api` and the 404 page are scored for performance and accessibility only (rightly noindex / 404). ' +
        'Each figure is the median of its own runs.',
    );
    out.push('');
    const rows = [...pages, ...(baseline ? [baseline] : [])].map((p) => [
      p.label,
      fmt(p.performance),
      fmt(p.accessibility),
      fmt(p.bestPractices),
      fmt(p.seo),
      fmt(p.fcpMs, ' ms'),
      fmt(p.lcpMs, ' ms'),
      p === baseline ? '1.00x' : fmt(ratio(p.lcpMs, baseline?.lcpMs), 'x', 2),
      fmt(p.tbtMs, ' ms'),
      fmt(p.cls, '', 3),
      kib(p.jsBytes),
      kib(p.totalBytes),
      `${fmt(p.benchmarkIndex)}${settings.cpuCalibration ? ` (x${fmt(p.cpuSlowdown, '', 2)})` : ''}`,
    ]);
    out.push(
      table(
        [
          'Page',
          'Perf',
          'A11y',
          'BP',
          'SEO',
          'FCP',
          'LCP',
          'LCP ÷ baseline',
          'TBT',
          'CLS',
          'JS',
          'Total',
          'Host index',
        ],
        rows,
      ),
    );
    out.push('');
    out.push('LCP element per page (most frequent over the runs):');
    out.push('');
    for (const page of [...pages, ...(baseline ? [baseline] : [])]) {
      if (page.lcpElement) out.push(`- ${page.label}: \`${page.lcpElement.replaceAll('`', "'")}\``);
    }
    out.push('');
    const withFailures = pages.filter((p) => p.failedAudits.length > 0 || p.errors.length > 0);
    if (withFailures.length > 0) {
      out.push('Audits below 0.9 in at least half of the runs (what to fix first):');
      out.push('');
      for (const page of withFailures) {
        const audits = page.failedAudits.map((a) => `${a.audit} (${a.runs}/${page.runs})`).join(', ');
        const errors = page.errors.length ? ` Errors: ${[...new Set(page.errors)].join('; ')}` : '';
        out.push(`- ${page.label}: ${audits || 'none'}.${errors}`);
      }
      out.push('');
    }
  }

  const compared = blockPageComparisons(results);
  if (compared.length > 0 || results.renders) {
    out.push('## Pages built from blocks');
    out.push('');
    out.push(
      'Every seeded page and a 20-block page composed from their blocks (noindex, so scored without SEO), each ' +
        'beside a static copy of itself: the same HTML with its scripts removed, served from memory. ' +
        '"Render" is the server CPU per response of a server with PAGE_CACHE=off (2 connections); ' +
        '"before" is the same measure of the same path on the build before pages were built from blocks ' +
        `(${results.renders?.before ? `${results.renders.before.commit}, ${results.renders.before.measuredAt}: ${results.renders.before.note}` : 'not recorded'}).`,
    );
    out.push('');
    const renderOf = (pagePath: string) => results.renders?.measured.find((render) => render.path === pagePath);
    const beforeOf = (pagePath: string) => results.renders?.before?.renders.find((render) => render.path === pagePath);
    const pathOf = (label: string) => (label === BLOCK_PAGE_LABEL ? (results.blockPages?.twenty ?? label) : label);
    const rows = compared.map((entry) => {
      const render = renderOf(pathOf(entry.label));
      const before = beforeOf(pathOf(entry.label));
      return [
        entry.label,
        fmt(entry.page?.performance),
        fmt(entry.page?.lcpMs, ' ms'),
        fmt(entry.copy?.lcpMs, ' ms'),
        fmt(ratio(entry.page?.lcpMs, entry.copy?.lcpMs), 'x', 2),
        fmt(render?.cpuMsPerRender, ' ms', 2),
        fmt(before?.cpuMsPerRender, ' ms', 2),
        fmt(ratio(render?.cpuMsPerRender, before?.cpuMsPerRender), 'x', 2),
      ];
    });
    const listed = new Set(compared.map((entry) => pathOf(entry.label)));
    for (const render of results.renders?.measured ?? []) {
      if (listed.has(render.path)) continue;
      const before = beforeOf(render.path);
      rows.push([
        render.path,
        '-',
        '-',
        '-',
        '-',
        fmt(render.cpuMsPerRender, ' ms', 2),
        fmt(before?.cpuMsPerRender, ' ms', 2),
        fmt(ratio(render.cpuMsPerRender, before?.cpuMsPerRender), 'x', 2),
      ]);
    }
    out.push(
      table(['Page', 'Perf', 'LCP', 'LCP of static copy', 'Ratio', 'Render (CPU)', 'Render before', 'Ratio'], rows),
    );
    out.push('');
  }

  if (results.load) {
    const base = results.load.runs.find((r) => r.label === LOAD_LABELS.baseline);
    out.push('## Throughput (autocannon, 127.0.0.1)');
    out.push('');
    out.push(
      `${settings.connections} connections for ${settings.durationS} s after a ${settings.warmupS} s warm-up, ` +
        '`Accept-Encoding: br, gzip` on every request (our server and the baseline alike). The load generator ' +
        'runs on the same machine as the server, so both share its cores. "server CPU/req" is the CPU time the ' +
        'server process used per response (from /proc): 1000 divided by it is what one core sustains, a figure ' +
        'that depends far less on other work on the machine than req/s.',
    );
    out.push('');
    out.push(
      table(
        ['Scenario', 'req/s', '÷ baseline', 'server CPU/req', 'p50', 'p99', 'max', 'requests', 'non-2xx', 'errors'],
        results.load.runs.map((r) => [
          r.label,
          r.requestsPerSec,
          r === base ? '1.00x' : fmt(ratio(r.requestsPerSec, base?.requestsPerSec), 'x', 2),
          r.serverCpuMsPerRequest === null ? 'n/a' : `${r.serverCpuMsPerRequest.toFixed(3)} ms`,
          `${r.p50Ms} ms`,
          `${r.p99Ms} ms`,
          `${r.maxMs} ms`,
          r.requests,
          r.non2xx,
          r.errors + r.timeouts,
        ]),
      ),
    );
    out.push('');
    const saves = results.load.saves;
    if (saves) {
      const seconds = settings.durationS * 2 + settings.warmupS * 2;
      out.push(
        `Admin saves: case study "${saves.caseStudy.title}" (${saves.caseStudy.slug}), ${saves.attempted} saves ` +
          `attempted in about ${seconds} s (target one per ${saves.intervalMs} ms), ${saves.succeeded} succeeded, ` +
          `${saves.failed} failed${saves.failureSamples.length ? ` (${saves.failureSamples.join('; ')})` : ''}. ` +
          `${saves.freshOnFirstRead}/${saves.freshnessChecked} first reads after a save showed it; longest stale ` +
          `window ${saves.maxStaleMs} ms. ${saves.note}`,
      );
      out.push('');
    }
    const verifier = results.load.verifier;
    if (verifier) {
      out.push(
        `Correctness while saving: ${verifier.checked} responses fetched alongside the load and checked ` +
          `(status 200, HTML, body ends with </html>): ${verifier.failures} failed` +
          `${verifier.samples.length ? ` (${verifier.samples.join('; ')})` : ''}.`,
      );
      out.push('');
    }
  }

  if (results.shareImages) {
    const cost = results.shareImages;
    out.push('## Share images');
    out.push('');
    out.push(
      'One generated 1200 x 630 Open Graph card (satori lays out the template, sharp rasterises it), in the ' +
        'bench process after one warm-up; made by the scheduler in the background, never during a request.',
    );
    out.push('');
    out.push('| Images | Wall ms (median) | Wall ms (max) | CPU ms per image | PNG bytes (median) |');
    out.push('| ---: | ---: | ---: | ---: | ---: |');
    out.push(
      `| ${cost.images} | ${cost.wallMsMedian} | ${cost.wallMsMax} | ${cost.cpuMsPerImage} | ${cost.bytesMedian} |`,
    );
    out.push('');
  }

  if (results.cacheProbe) {
    out.push('## Page cache checks');
    out.push('');
    for (const line of results.cacheProbe.details) out.push(`- ${line}`);
    out.push('');
  }

  if (results.bundle) {
    out.push('## JavaScript per route (client build)');
    out.push('');
    out.push(
      'Up front: the entry, the manifest and every route module of the match (root, layout, page) with their ' +
        'static imports. On demand: chunks reached only through `import()` (not all of them load on every ' +
        'visit). gzip and brotli as served: the precompressed copy of each chunk written at build (gzip 9, ' +
        'brotli 11). Largest modules are minified bytes attributed through source maps.',
    );
    out.push('');
    out.push(
      table(
        ['Route', 'Up front gzip', 'brotli', 'raw', 'On demand gzip', 'Largest modules (minified)'],
        results.bundle.routes.map((r) => [
          `${r.path}${r.area === 'admin' ? ' (admin)' : ''}`,
          kib(r.upFront.gzip),
          kib(r.upFront.brotli),
          kib(r.upFront.raw),
          r.onDemandChunks.length ? kib(r.onDemand.gzip) : '-',
          r.largestModules
            .slice(0, 4)
            .map((m) => `${m.module} ${kib(m.bytes)}`)
            .join(', '),
        ]),
      ),
    );
    out.push('');
    const flags = results.bundle.routes.filter((r) => r.flags.length > 0);
    out.push(
      flags.length === 0
        ? 'No rule breaches: no public route loads the rich-text editor or upload code; chart and PDF code only where allowed.'
        : `Rule breaches:\n\n${flags.map((r) => `- ${r.path}: ${r.flags.join('; ')}`).join('\n')}`,
    );
    out.push('');
  }

  if (results.coldStart) {
    const c = results.coldStart;
    const mb = (b: number | null) => (b === null ? 'n/a' : `${(b / 1024 / 1024).toFixed(0)} MB`);
    out.push('## Cold start and memory');
    out.push('');
    out.push(
      table(
        ['Measure', 'Value'],
        [
          [
            '`node server.ts` to first 200 from /healthz, empty data dir (migrations + sample seed)',
            `${c.firstStartMs} ms`,
          ],
          ['Same, restart on the seeded data dir', `${c.restartMs} ms`],
          ['Resident memory, idle after start', mb(c.idleRssBytes)],
          ['Resident memory after 10 s of load on /', mb(c.rssAfterLoadBytes)],
        ],
      ),
    );
    out.push('');
  }

  if (results.notes.length > 0) {
    out.push('## Notes');
    out.push('');
    for (const note of results.notes) out.push(`- ${note}`);
    out.push('');
  }

  out.push('## Reproduce');
  out.push('');
  out.push('```sh');
  out.push('npm run bench                 # build, measure, rewrite docs/benchmarks.{md,json}');
  out.push('BENCH_RUNS=1 npm run bench    # a quick check (1 Lighthouse run per page)');
  out.push('```');
  out.push('');
  out.push(
    'Other knobs: `BENCH_ONLY=lighthouse,load,bundle,renders,share-images` (sections to run; cold start always runs), `BENCH_SKIP_BUILD=1`, ' +
      '`BENCH_PORT` (first of the ports used, default 4900), `BENCH_DURATION`, `BENCH_CONNECTIONS`, ' +
      '`BENCH_OUT` (report folder, default docs), `CHROME_PATH`, `BENCH_CPU_CALIBRATION=1` (CPU slowdown scaled ' +
      "to this host's benchmark index), `BENCH_REPORT_ONLY=1` (rewrite this file from benchmarks.json).",
  );
  out.push('');
  return out.join('\n');
}

/** The console summary: the bars, one line each. */
export function summaryTable(bars: Bar[]): string {
  const width = Math.max(...bars.map((b) => b.bar.length));
  const lines = bars.map(
    (b) => `${(b.pass === null ? 'n/a ' : b.pass ? 'ok  ' : 'MISS').padEnd(5)} ${b.bar.padEnd(width)}  ${b.measured}`,
  );
  return ['', `${'Result Bar'.padEnd(width + 6)}  Measured`, ...lines, ''].join('\n');
}
