/**
 * `npm run bench:studio` (issue 19): a studio at scale, 10,000 case studies and 100,000 audit entries,
 * on SQLite and on PostgreSQL, and how long the production server takes for the dashboard (first page,
 * a search, a deep page, a deep page of the drafts), the filtered audit log and /use-cases. Prints a
 * Markdown table and writes the "Studio at scale" section of docs/benchmarks.md (plus docs/benchmarks-studio.json). Not part
 * of `npm test`: it takes a few minutes and its figures depend on the machine.
 *
 * Environment: BENCH_DATABASE_URL (else TEST_DATABASE_URL) for PostgreSQL: the bench works in a
 * schema of its own there and drops it afterwards; without either, SQLite only. BENCH_ENGINES
 * (sqlite,postgres), BENCH_STUDIES (10000), BENCH_PUBLISHED (300), BENCH_ARCHIVED (2700), BENCH_FEATURED
 * (12), BENCH_AUDIT_ROWS (100000), BENCH_REQUESTS (50), BENCH_WARMUP (10), BENCH_PORT (4850),
 * BENCH_BUILD_DIR (tmp/build-bench-studio), BENCH_SKIP_BUILD=1, BENCH_MAX_LOAD (wait, at most two
 * minutes, for the load average to fall under it before measuring; default 1.5), BENCH_SCREENSHOTS=<dir>
 * (the dashboard at 390 and 1440 px, SQLite run), BENCH_WRITE=0 (print only, write no file),
 * BENCH_BEFORE=<benchmarks-studio.json of an earlier run>=<its label> (adds a before/after table),
 * BENCH_NOTE (a sentence for the report's notes, e.g. which branches were measured), BENCH_REPORT_ONLY=1
 * (rewrite the section from docs/benchmarks-studio.json, adding BENCH_NOTE, without measuring).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { type Database, openPostgres, openSqlite } from '#app/.server/db/index.ts';
import { countCaseStudies, listDashboardCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';
import { loadDashboard } from '#app/features/case-studies/dashboard.server.ts';
import { listRecentlyDeleted } from '#app/features/case-studies/history.server.ts';
import { loadCaseStudyList } from '#app/features/case-studies/pages.server.ts';
import { countUnread } from '#app/features/inbox/inbox.server.ts';
import { parseDashboardQuery, searchWords } from '#app/lib/admin-case-studies.ts';
import { signIn } from './bench/admin.ts';
import { postgresSchema } from './bench/postgres-schema.ts';
import { buildProduction, root, startAppServer } from './bench/processes.ts';
import { costOf, recordingDatabase, type Timing, timeRequests, waitForQuiet } from './bench/studio-measure.ts';
import {
  comparisonTable,
  type EngineResult,
  type StudioResults,
  studioSection,
  timingTable,
  withStudioSection,
} from './bench/studio-report.ts';
import { screenshotDashboard } from './bench/studio-screens.ts';
import { type StudioPlan, seedAuditLog, seedCaseStudies } from './bench/studio-seed.ts';

const env = process.env;
const whole = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

const plan: StudioPlan = {
  studies: whole('BENCH_STUDIES', 10_000),
  published: whole('BENCH_PUBLISHED', 300),
  featured: whole('BENCH_FEATURED', 12),
  archived: whole('BENCH_ARCHIVED', 2_700),
  auditRows: whole('BENCH_AUDIT_ROWS', 100_000),
};
const settings = { requests: whole('BENCH_REQUESTS', 50), warmup: whole('BENCH_WARMUP', 10), targetMs: 50 };
const port = whole('BENCH_PORT', 4850);
const buildDir = env.BENCH_BUILD_DIR ?? 'tmp/build-bench-studio';
const postgresUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
const engines = (env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((e) => e.trim());
const maxLoad = Number(env.BENCH_MAX_LOAD ?? 1.5);
const workDir = path.join(root, 'tmp/bench-studio');
const searchWord = 'logistics';
const auditAction = 'case_study.updated';
// Page 200 of 400: half-way down the list, an offset of 4,975 rows; likewise half-way down the drafts.
const deepPage = Math.max(1, Math.floor(plan.studies / 25 / 2));
const deepDraftPage = Math.max(1, Math.floor((plan.studies - plan.published - plan.archived) / 25 / 2));

const log = (line: string) => console.log(line);
const logger = createLogger({ logLevel: 'silent' });
/** The page's text as read (React's text separators and thousands separators left out). */
const visible = (html: string) => html.replaceAll('<!-- -->', '').replaceAll(',', '');

const probes = [
  {
    label: '/admin',
    path: '/admin',
    check: (b: string) => (visible(b).includes('Showing 1–25 of') ? null : 'no list'),
  },
  {
    label: `/admin?q=${searchWord}`,
    path: `/admin?q=${searchWord}`,
    check: (b: string) => (visible(b).includes('Showing 1–25 of') ? null : 'fewer than 25 matches'),
  },
  {
    label: `/admin?page=${deepPage}`,
    path: `/admin?page=${deepPage}`,
    check: (b: string) =>
      visible(b).includes(`Showing ${(deepPage - 1) * 25 + 1}–${deepPage * 25} of`) ? null : 'not the page asked for',
  },
  {
    label: `/admin?status=draft&page=${deepDraftPage}`,
    path: `/admin?status=draft&page=${deepDraftPage}`,
    check: (b: string) =>
      visible(b).includes(`Showing ${(deepDraftPage - 1) * 25 + 1}–${deepDraftPage * 25} of`)
        ? null
        : 'not the page asked for',
  },
  {
    label: `/admin/audit?action=${auditAction}`,
    path: `/admin/audit?action=${encodeURIComponent(auditAction)}`,
    check: (b: string) => (b.includes('Audit log') ? null : 'no audit log heading'),
  },
  { label: '/use-cases', path: '/use-cases', check: (b: string) => (b.includes('</html>') ? null : 'incomplete page') },
];

/** The database work behind each probe, through the app's own functions (the audit page: its keyset query). */
function pageWork(label: string): (database: Database) => Promise<unknown> {
  if (label.startsWith('/admin/audit')) {
    return (database) =>
      database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', auditAction)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(51)
        .execute();
  }
  if (label === '/use-cases') return (database) => loadCaseStudyList({ database, logger });
  const query = parseDashboardQuery(new URL(label, 'http://x').searchParams);
  return (database) =>
    Promise.all([loadDashboard({ database }, query), listRecentlyDeleted({ database }), countUnread(database)]);
}

async function runEngine(engine: 'sqlite' | 'postgres', notes: string[]): Promise<EngineResult> {
  const name = engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const dataDir = path.join(workDir, `${engine}-data`);
  rmSync(dataDir, { recursive: true, force: true });
  const schema = engine === 'postgres' && postgresUrl ? await postgresSchema(postgresUrl, 'bench_studio') : null;
  const server = await startAppServer({
    name,
    port: port + (engine === 'sqlite' ? 0 : 1),
    buildDir,
    dataDir,
    env: { PAGE_CACHE: 'off', LOG_LEVEL: 'info', DATABASE_URL: schema?.url ?? '' },
  });
  const database = schema ? openPostgres(schema.url, { max: 4 }) : openSqlite(path.join(dataDir, 'site.db'));
  const recording = recordingDatabase(
    schema ? { kind: 'postgres', url: schema.url } : { kind: 'sqlite', file: path.join(dataDir, 'site.db') },
  );
  try {
    log(`\n▶ ${name}: server at ${server.url} (pid ${server.pid}), started in ${server.startMs} ms`);
    const cookie = await signIn(server.url);
    const baselinePublished = (await countCaseStudies(database)).published;
    const baseline = await timeRequests(server.url, probes.at(-1)!, { ...settings });
    log(`  /use-cases with ${baselinePublished} sample studies: median ${baseline.medianMs} ms`);

    const seedStarted = performance.now();
    const now = Date.now();
    const ids = await seedCaseStudies(database, plan, now);
    await seedAuditLog(database, plan, ids, now);
    // What autovacuum does soon after a bulk insert: statistics, and the visibility map index-only scans need.
    if (engine === 'postgres') {
      await sql`vacuum analyze case_studies, case_study_sections, case_study_metrics, audit_log`.execute(database.db);
    }
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const counts = await countCaseStudies(database);
    const matches = await listDashboardCaseStudies(database, {
      words: searchWords(searchWord),
      status: 'all',
      offset: 0,
      limit: 1,
    });
    log(
      `  seeded in ${seedSeconds} s: ${counts.total} studies (${counts.published} published), '${searchWord}' matches ${matches.matching}`,
    );

    const load = await waitForQuiet(maxLoad, 120_000, log);
    if (load >= maxLoad) notes.push(`${name}: the load average was still ${load} when measuring started.`);
    const timings: Timing[] = [];
    for (const probe of probes) {
      // A visitor of /use-cases has no session; the studio's pages need one.
      const as = probe.path.startsWith('/admin') ? { cookie } : {};
      const timing = await timeRequests(server.url, probe, { ...as, ...settings });
      timings.push(timing);
      log(
        `  ${probe.label.padEnd(40)} ${timing.medianMs === null ? timing.note : `median ${timing.medianMs} ms  p95 ${timing.p95Ms} ms`}` +
          `  (${Math.round(timing.bodyBytes / 1024)} KB, load ${timing.load.join('→')})${timing.note && timing.medianMs !== null ? `  ! ${timing.note}` : ''}`,
      );
    }
    const audit = timings.find((t) => t.label.startsWith('/admin/audit'));
    if (audit?.status === 404) {
      notes.push(
        `${name}: /admin/audit answered 404 (the audit page is not merged yet); its row shows the keyset query the page needs (newest 51 entries of one action), timed in the bench process, under "queries".`,
      );
    }

    const queries: EngineResult['queries'] = {};
    for (const probe of probes) {
      const costs = await costOf(database, await recording.capture(pageWork(probe.label)), 20);
      queries[probe.label] = costs;
      const total = costs.reduce((sum, cost) => sum + (cost.medianMs ?? 0), 0);
      const slowest = costs.reduce((a, b) => ((b.medianMs ?? 0) > (a?.medianMs ?? 0) ? b : a), costs[0]);
      log(
        `  ${probe.label.padEnd(40)} database ${total.toFixed(1)} ms in ${costs.length} queries` +
          (slowest
            ? `; slowest ${slowest.medianMs} ms: ${slowest.plan
                .map((l) => l.trim())
                .join('; ')
                .slice(0, 160)}`
            : ''),
      );
    }

    if (engine === 'sqlite' && env.BENCH_SCREENSHOTS) {
      const files = await screenshotDashboard(server.url, cookie, path.resolve(env.BENCH_SCREENSHOTS), 'dashboard', [
        '/admin',
        `/admin?page=${deepPage}`,
        `/admin?q=${searchWord}&status=published`,
      ]);
      log(`  screenshots: ${files.map((f) => path.relative(root, f)).join(', ')}`);
    }
    return {
      engine: name,
      baseline: { published: baselinePublished, timing: baseline },
      published: counts.published,
      searchMatches: matches.matching,
      timings,
      queries,
      seedSeconds,
    };
  } finally {
    await recording.database.close();
    await database.close();
    await server.stop();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const docsDir = path.join(root, 'docs');
const resultsFile = path.join(docsDir, 'benchmarks-studio.json');

/** Prints the tables and (unless BENCH_WRITE=0) writes docs/benchmarks-studio.json and the section of docs/benchmarks.md. */
function report(results: StudioResults) {
  if (env.BENCH_NOTE) results.notes.push(env.BENCH_NOTE);
  log(`\n${timingTable(results)}\n`);
  const comparison = comparisonTable(results);
  if (comparison) log(`${comparison}\n`);
  for (const note of results.notes) log(`- ${note}`);
  if (env.BENCH_WRITE === '0') return;
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const file = path.join(docsDir, 'benchmarks.md');
  writeFileSync(file, withStudioSection(readFileSync(file, 'utf8'), studioSection(results)));
  log('Written: docs/benchmarks.md (section "Studio at scale"), docs/benchmarks-studio.json');
}

async function main() {
  if (env.BENCH_REPORT_ONLY === '1') {
    report(JSON.parse(readFileSync(resultsFile, 'utf8')) as StudioResults);
    return;
  }
  mkdirSync(workDir, { recursive: true });
  const notes: string[] = [];
  const cpus = os.cpus();
  log(
    `Studio at scale on ${cpus[0]?.model.trim()} (${cpus.length} cores), Node ${process.version}, load ${os.loadavg()[0]?.toFixed(2)}`,
  );
  if (env.BENCH_SKIP_BUILD !== '1') await buildProduction(buildDir);
  const results: StudioResults = {
    generatedAt: new Date().toISOString(),
    machine: { cpu: cpus[0]?.model.trim() ?? 'unknown', cores: cpus.length, node: process.version },
    plan,
    settings,
    searchWord,
    auditAction,
    engines: [],
    notes,
  };
  if (env.BENCH_BEFORE) {
    const [file, label] = env.BENCH_BEFORE.split('=');
    results.before = { label: label ?? 'before', results: JSON.parse(readFileSync(file ?? '', 'utf8')) };
  }
  if (engines.includes('sqlite')) results.engines.push(await runEngine('sqlite', notes));
  if (engines.includes('postgres')) {
    if (postgresUrl) results.engines.push(await runEngine('postgres', notes));
    else notes.push('PostgreSQL was not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
  }
  report(results);
}

await main();
