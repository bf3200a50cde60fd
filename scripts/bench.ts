/**
 * `npm run bench`: builds the production bundle into its own folder, starts the server on a fresh
 * data directory with sample content (127.0.0.1 only), measures it (Lighthouse, throughput, bundle,
 * cold start) against a static snapshot of its own home page, and writes docs/benchmarks.json and
 * docs/benchmarks.md. Not part of `npm test`: it takes minutes and its numbers depend on the machine.
 *
 * Environment: BENCH_RUNS (Lighthouse runs per page, default 3), BENCH_ONLY (comma list of
 * lighthouse, load, bundle, renders, share-images; the server's cold start is always measured), BENCH_SKIP_BUILD=1,
 * BENCH_PORT (default 4900; the bench uses this port and the next two), BENCH_DURATION (s, default
 * 10), BENCH_CONNECTIONS (default 50),
 * BENCH_BUILD_DIR (default build-bench), BENCH_OUT (default docs), CHROME_PATH, BENCH_CPU_CALIBRATION=1
 * (scale Lighthouse's CPU slowdown to this host's benchmark index instead of the preset's fixed 4x),
 * BENCH_REPORT_ONLY=1 (rewrite docs/benchmarks.md from docs/benchmarks.json without measuring).
 *
 * Pages built from blocks (issue 28): the run adds a 20-block and a 40-block page composed from the
 * seeded pages, compares every seeded page and the 20-block page with a static copy of itself
 * (Lighthouse), and measures each one's uncached render (section `renders`) against the renders
 * measured before pages existed (docs/bench-baselines/renders-before-pages.json).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { AdminSaver, type SaveStats, signIn } from './bench/admin.ts';
import { type BaselineBuild, prepareBaselineBuild } from './bench/baseline-build.ts';
import { BENCH_PAGE_PATHS, installBenchPages } from './bench/block-pages.ts';
import { bundleReport } from './bench/bundle.ts';
import { type LighthousePage, type LighthouseSummary, runLighthouse } from './bench/lighthouse.ts';
import { type LoadResult, runLoad, startVerifier, type VerifierResult } from './bench/load.ts';
import { currentLoadAverage, describeMachine } from './bench/machine.ts';
import { probePageCache } from './bench/probes.ts';
import {
  buildProduction,
  type RunningServer,
  root,
  startAppServer,
  startStaticServer,
  waitForIdle,
} from './bench/processes.ts';
import { measureRenders, measureRendersSideBySide, type RenderBaseline } from './bench/renders.ts';
import {
  type BenchResults,
  BLOCK_PAGE_LABEL,
  evaluateBars,
  LOAD_LABELS,
  markdownReport,
  staticCopyLabel,
  summaryTable,
} from './bench/report.ts';
import { measureShareImages } from './bench/share-images.ts';
import { caseStudyPathsFromSitemap, lighthousePages } from './bench/site-paths.ts';
import { takeSnapshot } from './bench/snapshot.ts';
import { studioSectionOf, withStudioSection } from './bench/studio-report.ts';

const env = process.env;
const positive = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

// Three runs per page keep a full run under ~25 minutes on 2 cores: measured 15-19 minutes in all,
// 8-17 s per Lighthouse run depending on what else the machine does, so five runs would put the
// Lighthouse phase alone at 22-28 minutes. BENCH_RUNS=5 follows Lighthouse's advice more closely.
const runs = Math.round(positive('BENCH_RUNS', 3));
const basePort = Math.round(positive('BENCH_PORT', 4900));
const durationS = positive('BENCH_DURATION', 10);
const connections = Math.round(positive('BENCH_CONNECTIONS', 50));
const warmupS = 2;
const saveIntervalMs = 100;
const buildDir = env.BENCH_BUILD_DIR ?? 'build-bench';
const outDir = path.resolve(root, env.BENCH_OUT ?? 'docs');
const chromePath =
  [env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (p) => p && existsSync(p),
  ) ?? '';
const sections = new Set(
  (env.BENCH_ONLY ?? 'lighthouse,load,bundle,renders,share-images').split(',').map((s) => s.trim()),
);
const workDir = path.join(root, 'tmp/bench');
const serverLogLevel = 'info';
const calibrateCpu = env.BENCH_CPU_CALIBRATION === '1';

const log = (line: string) => console.log(line);
const durations: Record<string, number> = {};
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  log(`\n▶ ${name}`);
  try {
    return await work();
  } finally {
    durations[name] = Math.round((performance.now() - started) / 1000);
    log(`  (${name}: ${durations[name]} s)`);
  }
}

/** One published database case study's page, found the way a crawler would: through the sitemap. */
async function findCaseStudyPath(baseUrl: string): Promise<string> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const study = caseStudyPathsFromSitemap(xml).find((studyPath) => !/^\/use-cases\/\d+$/.test(studyPath));
  if (study) return study;
  throw new Error('the sitemap lists no published database case study');
}

async function main() {
  if (!chromePath && sections.has('lighthouse')) throw new Error('No Chromium found: set CHROME_PATH.');
  const machine = await describeMachine(chromePath || '/usr/bin/chromium');
  log(`Benchmark on ${machine.cpuModel} (${machine.cores} cores, ${machine.memoryGiB} GiB), Node ${machine.node}`);
  log(`${machine.chromium}; Lighthouse ${machine.lighthouse}; load average ${machine.loadAverage.start}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const notes: string[] = [];
  const servers: RunningServer[] = [];
  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    machine,
    settings: {
      lighthouseRuns: runs,
      cpuCalibration: calibrateCpu,
      connections,
      durationS,
      warmupS,
      saveIntervalMs,
      logLevel: serverLogLevel,
    },
    durationsS: durations,
    lighthouse: null,
    load: null,
    bundle: null,
    coldStart: null,
    cacheProbe: null,
    renders: null,
    notes,
  };
  const started = performance.now();

  try {
    if (env.BENCH_SKIP_BUILD !== '1') await phase('build', () => buildProduction(buildDir));
    if (sections.has('bundle'))
      results.bundle = await phase('bundle report', async () => bundleReport(path.join(root, buildDir, 'client')));
    if (sections.has('share-images')) {
      results.shareImages = await phase('share images', () => measureShareImages());
      log(
        `  ${results.shareImages.wallMsMedian} ms median, ${results.shareImages.cpuMsPerImage} ms CPU per image, ${results.shareImages.bytesMedian} bytes`,
      );
    }

    const dataDir = path.join(workDir, 'data');
    const serverOptions = { buildDir, dataDir, env: { LOG_LEVEL: serverLogLevel } };
    const app = await phase('cold start', async () => {
      const first = await startAppServer({ ...serverOptions, name: 'first start', port: basePort });
      await first.stop();
      const server = await startAppServer({ ...serverOptions, name: 'app', port: basePort });
      log(`  first start ${first.startMs} ms (migrations + seed), restart ${server.startMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      results.coldStart = {
        firstStartMs: first.startMs,
        restartMs: server.startMs,
        idleRssBytes: server.rssBytes(),
        rssAfterLoadBytes: null,
      };
      return server;
    });
    servers.push(app);

    const studyPath = await findCaseStudyPath(app.url);
    log(`  case study page: ${studyPath}`);
    const { seeded } = await phase('pages built from blocks', () => installBenchPages(dataDir));
    log(`  seeded pages: ${seeded.join(' ')}; bench pages ${BENCH_PAGE_PATHS.twenty} ${BENCH_PAGE_PATHS.forty}`);
    // Each page built from blocks against a static copy of itself; `/` has its own baseline already.
    const copied = [...seeded.filter((pagePath) => pagePath !== '/'), BENCH_PAGE_PATHS.twenty];
    results.blockPages = { seeded, ...BENCH_PAGE_PATHS };
    const adminCookie = await signIn(app.url);
    results.cacheProbe = await phase('page cache checks', () => probePageCache(app.url, '/about', adminCookie));
    for (const line of results.cacheProbe.details) log(`  ${line}`);

    const snapshot = await phase('baseline snapshot', () =>
      takeSnapshot(app.url, path.join(workDir, 'snapshot'), ['/', ...copied]),
    );
    const staticServer = await startStaticServer({ port: basePort + 2, snapshotDir: snapshot.dir });
    servers.push(staticServer);
    log(`  ${snapshot.files.length} files, HTML ${snapshot.htmlBytes} bytes without scripts, at ${staticServer.url}/`);

    if (sections.has('lighthouse')) {
      const pages: LighthousePage[] = [
        ...lighthousePages(app.url, studyPath),
        // Kept out of search engines (noindex), like the intake guide: no SEO category.
        {
          label: BLOCK_PAGE_LABEL,
          url: `${app.url}${BENCH_PAGE_PATHS.twenty}`,
          categories: ['performance', 'accessibility'],
        },
      ];
      const copies: LighthousePage[] = copied.map((pagePath) => ({
        label: staticCopyLabel(pagePath === BENCH_PAGE_PATHS.twenty ? BLOCK_PAGE_LABEL : pagePath),
        url: `${staticServer.url}${pagePath}`,
        categories: ['performance'],
      }));
      const baselinePage: LighthousePage = { label: 'static baseline /', url: `${staticServer.url}/` };
      const all = [...pages, baselinePage, ...copies];
      const summaries: LighthouseSummary[] = await phase(`lighthouse (${runs} runs x ${all.length} pages)`, () =>
        runLighthouse(all, { runs, chromePath, log, calibrateCpu }),
      );
      results.lighthouse = {
        pages: summaries.slice(0, pages.length),
        baseline: summaries[pages.length] ?? null,
        copies: summaries.slice(pages.length + 1),
      };
    }

    if (sections.has('load')) {
      const runsOut: LoadResult[] = [];
      let saves: SaveStats | null = null;
      let verifier: VerifierResult | null = null;
      const loadOptions = { connections, durationS, warmupS };
      await phase('load', async () => {
        const measure = async (label: string, url: string, server: RunningServer, headers?: Record<string, string>) => {
          const result = await runLoad(label, url, {
            ...loadOptions,
            serverPid: server.pid,
            ...(headers ? { headers } : {}),
          });
          runsOut.push(result);
          log(
            `  ${label.padEnd(46)} ${String(result.requestsPerSec).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  ` +
              `server CPU ${result.serverCpuMsPerRequest ?? '?'} ms/req  non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}`,
          );
          return result;
        };
        await measure(LOAD_LABELS.baseline, `${staticServer.url}/`, staticServer);
        await measure(LOAD_LABELS.cachedHome, `${app.url}/`, app);
        if (results.coldStart) results.coldStart.rssAfterLoadBytes = app.rssBytes();
        await measure(LOAD_LABELS.cachedStudy, `${app.url}${studyPath}`, app);
        // A missing page visited from a page (issue 32): the 404 is rendered every time, and counted
        // in memory; the row below is the same page on a server that does not count.
        const notFound = { path: '/bench-missing-page', referer: `${app.url}/about` };
        await measure(LOAD_LABELS.notFoundCounted, `${app.url}${notFound.path}`, app, { referer: notFound.referer });
        // A redirected path (issue 32): a 301 from the in-memory table, answered before the page cache.
        const saved = await fetch(`${app.url}/admin/redirects`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url, cookie: adminCookie },
          body: new URLSearchParams({ intent: 'add', from: '/bench-old-page', to: '/', status: '301' }),
        });
        if (saved.status !== 303) throw new Error(`could not add the bench's redirect: ${saved.status}`);
        await measure(LOAD_LABELS.redirect, `${app.url}/bench-old-page`, app);

        const uncached = await startAppServer({
          ...serverOptions,
          name: 'uncached',
          port: basePort + 1,
          env: { ...serverOptions.env, PAGE_CACHE: 'off', NOT_FOUND_LOG: 'off' },
        });
        servers.push(uncached);
        await measure(LOAD_LABELS.notFoundUncounted, `${uncached.url}${notFound.path}`, uncached, {
          referer: notFound.referer,
        });
        await measure(LOAD_LABELS.uncachedHome, `${uncached.url}/`, uncached);
        await measure(LOAD_LABELS.uncachedStudy, `${uncached.url}${studyPath}`, uncached);
        await uncached.stop();

        const saver = await AdminSaver.create(app.url, dataDir);
        try {
          log(`  admin saves: ${saver.caseStudy.title} (${saver.caseStudy.slug})`);
          const saving = saver.start(saveIntervalMs);
          const checking = startVerifier([`${app.url}/`, saver.pageUrl]);
          await measure(LOAD_LABELS.savesHome, `${app.url}/`, app);
          await measure(LOAD_LABELS.savesStudy, saver.pageUrl, app);
          verifier = await checking.stop();
          saves = await saving.stop();
          log(
            `  saves ${saves.succeeded}/${saves.attempted} (${saves.mode}); fresh on first read ${saves.freshOnFirstRead}/${saves.freshnessChecked}; verified ${verifier.checked} bodies, ${verifier.failures} bad`,
          );
          if (saves.mode === 'repository-fallback') notes.push(saves.note);
        } finally {
          await saver.close();
        }
      });
      results.load = { runs: runsOut, saves, verifier };
    }

    if (sections.has('renders')) {
      const measured = [...new Set(['/', ...seeded, studyPath, BENCH_PAGE_PATHS.twenty, BENCH_PAGE_PATHS.forty])];
      const recorded = readRenderBaseline();
      const baselineCommit = env.BENCH_RENDER_BASELINE ?? recorded?.commit;
      const baseline = baselineCommit
        ? await phase(`baseline build ${baselineCommit}`, () => prepareBaselineBuild(baselineCommit, log))
        : { problem: 'no baseline commit' };
      if ('problem' in baseline) notes.push(`Renders compared with the recorded figures: ${baseline.problem}.`);
      const renders = await phase(`uncached renders (${measured.length} pages)`, async () => {
        const uncached = await startAppServer({
          ...serverOptions,
          name: 'uncached renders',
          port: basePort + 1,
          env: { ...serverOptions.env, ...measuredRenderEnv },
        });
        servers.push(uncached);
        const before = 'problem' in baseline ? null : await startBaselineServer(baseline);
        if (before) servers.push(before);
        // What a request costs, not what the servers' start-up jobs do beside it (share images).
        for (const server of [uncached, before]) {
          if (server && !(await waitForIdle(server.pid))) notes.push(`${server.name} did not go idle before renders.`);
        }
        try {
          if (!before)
            return { measured: await measureRenders(uncached.url, uncached.pid, measured), before: recorded };
          // Pages that existed before pages were built from blocks: not the bench's own block pages.
          const blockOnly = new Set<string>(Object.values(BENCH_PAGE_PATHS));
          const old = new Set(measured.filter((pagePath) => !blockOnly.has(pagePath)));
          const sideBySide = await measureRendersSideBySide(uncached, before, measured, old);
          return {
            measured: sideBySide.today,
            before: {
              measuredAt: new Date().toISOString().slice(0, 10),
              commit: (baseline as BaselineBuild).commit,
              note: 'measured in this run beside today’s build, both idle first: per page, 5 alternating loads of 2 s on each, the lowest CPU per response of each',
              renders: sideBySide.baseline,
              sideBySide: true,
            },
          };
        } finally {
          await before?.stop();
          await uncached.stop();
        }
      });
      for (const render of renders.measured) {
        const old = renders.before?.renders.find((entry) => entry.path === render.path);
        log(
          `  ${render.path.padEnd(30)} ${render.cpuMsPerRender ?? '?'} ms CPU/render  p50 ${render.p50Ms} ms` +
            (old ? `  (before: ${old.cpuMsPerRender ?? '?'} ms)` : ''),
        );
      }
      results.renders = renders;
    }
  } catch (error) {
    notes.push(`The run stopped early: ${error instanceof Error ? error.message : String(error)}`);
    console.error(error);
    process.exitCode = 1;
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }

  durations.total = Math.round((performance.now() - started) / 1000);
  machine.loadAverage.end = currentLoadAverage();
  if (machine.loadAverage.start > machine.cores || (machine.loadAverage.end ?? 0) > machine.cores) {
    notes.push(
      `The machine was busy with other work (load average ${machine.loadAverage.start} at start, ${machine.loadAverage.end} at end, on ${machine.cores} cores): absolute figures are pessimistic; ratios to the baseline hold better.`,
    );
  }
  const bars = evaluateBars(results);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'benchmarks.json'), `${JSON.stringify({ ...results, bars }, null, 2)}\n`);
  writeReport(markdownReport(results, bars));
  log(summaryTable(bars));
  log(`Report: ${path.relative(root, path.join(outDir, 'benchmarks.md'))} (total ${durations.total} s)`);
}

/** The baseline build's server, with sample content and PAGE_CACHE=off like today's uncached one. */
function startBaselineServer(baseline: BaselineBuild): Promise<RunningServer> {
  return startAppServer({
    name: `baseline ${baseline.commit}`,
    port: basePort + 3,
    cwd: baseline.dir,
    buildDir: 'build',
    dataDir: path.join(workDir, 'baseline-data'),
    env: { LOG_LEVEL: serverLogLevel, ...measuredRenderEnv },
  });
}

/**
 * The servers whose renders are measured: no page cache, no share images rendered beside them (a
 * page still names its card, as before the card exists), and the scheduler's other jobs at start
 * only (waitForIdle lets them finish), so no background work is counted as a render's CPU.
 */
const measuredRenderEnv = { PAGE_CACHE: 'off', SHARE_IMAGES: 'off', SCHEDULER_INTERVAL_MS: String(60 * 60 * 1000) };

/** The renders measured before pages were built from blocks, if that file is there. */
function readRenderBaseline(): RenderBaseline | null {
  const file = path.join(root, 'docs/bench-baselines/renders-before-pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RenderBaseline) : null;
}

/** Writes docs/benchmarks.md, keeping the section `npm run bench:studio` wrote there. */
function writeReport(markdown: string) {
  const file = path.join(outDir, 'benchmarks.md');
  const studio = existsSync(file) ? studioSectionOf(readFileSync(file, 'utf8')) : null;
  writeFileSync(file, studio ? withStudioSection(markdown, studio) : markdown);
}

/** Re-renders the Markdown report (and the bars) from the JSON of the last run. */
function rewriteReport() {
  const results = JSON.parse(readFileSync(path.join(outDir, 'benchmarks.json'), 'utf8')) as BenchResults;
  const bars = evaluateBars(results);
  writeFileSync(path.join(outDir, 'benchmarks.json'), `${JSON.stringify({ ...results, bars }, null, 2)}\n`);
  writeReport(markdownReport(results, bars));
  log(summaryTable(bars));
}

if (env.BENCH_REPORT_ONLY === '1') rewriteReport();
else await main();
