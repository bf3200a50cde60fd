/**
 * The leads part of `npm run bench:studio` (issue 31; also alone: `npm run bench:studio:leads`):
 * 100,000 leads (scripts/bench/leads-seed.ts) on SQLite and PostgreSQL, and how long the production
 * server takes for the inbox's first page, a deep page (Older, and Newer back from it), a status +
 * owner filter, a company-name search and one person's submissions, signed in over HTTP with
 * PAGE_CACHE off (p50 and p95 of BENCH_REQUESTS sequential requests after BENCH_WARMUP); then the
 * CSV export of all 100,000 rows, on the server started again with its heap capped and --trace-gc:
 * time, rows a second, the server's resident memory before, at its peak and after every tenth of the
 * rows while streaming (sampled from /proc every 20 ms), its heap after each full collection, and
 * the same stream read in this process with its heap measured after a full collection every tenth,
 * which says whether memory grows with the rows (it must not). Each page's queries are recorded, timed
 * and explained (EXPLAIN QUERY PLAN, EXPLAIN ANALYZE), so a filter path without an index shows.
 * Bar: p95 under 100 ms for every page on both engines, and the export's memory flat. Writes the "Leads at 100,000" section of
 * docs/benchmarks.md and docs/benchmarks-leads.json (BENCH_WRITE=0: print only).
 *
 * Environment: BENCH_DATABASE_URL (else TEST_DATABASE_URL) for PostgreSQL, in a schema of its own,
 * dropped afterwards; BENCH_ENGINES (sqlite,postgres), BENCH_LEADS (100000), BENCH_REQUESTS (40),
 * BENCH_WARMUP (5), BENCH_PORT (4860), BENCH_BUILD_DIR (tmp/build-bench-studio), BENCH_SKIP_BUILD=1.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'kysely';
import pino from 'pino';
import { type Database, openPostgres, openSqlite } from '#app/.server/db/index.ts';
import { countDueFor, listInboxPage, listInboxSources } from '#app/.server/db/repositories/inbox-page.ts';
import { inboxItems, loadInboxItem, loadInboxPage } from '#app/features/inbox/inbox.server.ts';
import { inboxCsvStream } from '#app/features/inbox/inbox-export.server.ts';
import { listLeadOwners } from '#app/features/leads/owners.server.ts';
import { parseSubmissionKey } from '#app/lib/inbox-open.ts';
import { encodeInboxCursor, type InboxKey, inboxFilter, parseInboxQuery } from '#app/lib/inbox-query.ts';
import { signIn } from './bench/admin.ts';
import { BENCH_PERSON, SEARCH_COMPANY, seedLeads, seedOwners } from './bench/leads-seed.ts';
import { postgresSchema } from './bench/postgres-schema.ts';
import { buildProduction, root, startAppServer } from './bench/processes.ts';
import { median, percentile, round } from './bench/stats.ts';
import {
  costOf,
  loadAverage,
  type QueryCost,
  recordingDatabase,
  type Timing,
  timeRequests,
  waitForQuiet,
} from './bench/studio-measure.ts';

const env = process.env;
const whole = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const plan = { submissions: whole('BENCH_LEADS', 100_000), people: Math.round(whole('BENCH_LEADS', 100_000) * 0.4) };
const settings = { requests: whole('BENCH_REQUESTS', 40), warmup: whole('BENCH_WARMUP', 5) };
const BAR_MS = 100;
const port = whole('BENCH_PORT', 4860);
const buildDir = env.BENCH_BUILD_DIR ?? 'tmp/build-bench-studio';
const postgresUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
const engines = (env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((e) => e.trim());
const workDir = path.join(root, 'tmp/bench-leads');
const log = (line: string) => console.log(line);

interface ExportResult {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The server's resident memory after each tenth of the rows. */
  rssByTenthMb: number[];
  /** The same stream read in the bench process: its heap after a full collection, at the start and after each tenth. */
  heapAfterGcMb: number[];
  /** The server's heap after each full collection (mark-compact) while it streamed, in order (--trace-gc). */
  serverHeapAfterFullGcMb: number[];
  /**
   * The same export again on the same server, right after: its resident memory before and at its
   * peak. Memory that grew with the rows would grow again; a high-water mark stays where it was.
   */
  again?: { rssBeforeMb: number; rssPeakMb: number };
}
interface DataTiming {
  label: string;
  medianMs: number | null;
  p95Ms: number | null;
}
interface EngineResult {
  engine: string;
  seedSeconds: number;
  seeded: { contacts: number; leads: number; notes: number };
  timings: Timing[];
  /** The same pages' database work alone, through the loader's own functions in the bench process. */
  data: DataTiming[];
  /** Each page's queries (the loader's database work), their median time and plan. */
  queries: Record<string, QueryCost[]>;
  load: [number, number];
  csv: ExportResult | null;
}

/** The inbox loader's database work for `search` (the page, its counts, the owners, the sources, the open lead). */
function pageWork(search: string, userId: string): (database: Database) => Promise<unknown> {
  const params = new URLSearchParams(search);
  const query = parseInboxQuery(params);
  const open = parseSubmissionKey(params.get('open'));
  const context = { userId, timeZone: 'UTC', today: new Date().toISOString().slice(0, 10) };
  if (search === 'dashboard') return (database) => countDueFor(database, userId, context.today);
  if (search.startsWith('export:')) {
    // One batch of the CSV export, deep in the list: the list's query for 500 rows and their delivery and titles.
    const filter = inboxFilter({ ...query, after: null, before: null }, context);
    return async (database) => {
      const page = await listInboxPage(database, { ...filter, view: 'all', after: query.after }, 500);
      return inboxItems(database, page.items, { timelines: false });
    };
  }
  return (database) =>
    Promise.all([
      loadInboxPage(database, query, context),
      listLeadOwners(database),
      listInboxSources(database),
      open ? loadInboxItem(database, open) : null,
    ]);
}

/** The same work, timed. */
async function timeData(database: Database, label: string, search: string, userId: string): Promise<DataTiming> {
  const work = () => pageWork(search, userId)(database);
  const times: number[] = [];
  for (let i = 0; i < settings.warmup + settings.requests; i++) {
    const started = performance.now();
    await work();
    if (i >= settings.warmup) times.push(performance.now() - started);
  }
  return { label, medianMs: round(median(times), 1), p95Ms: round(percentile(times, 95), 1) };
}

/** The key of the row `depth` rows down the unfiltered list (both tables). */
async function keyAt(database: Database, depth: number): Promise<InboxKey> {
  const row = await sql<{ created_at: string | Date; source: 'contact' | 'lead'; id: string }>`
    select created_at, source, id from (
      select created_at, 'contact' as source, id from contact_messages where status != 'archived'
      union all
      select created_at, 'lead' as source, id from leads where status != 'archived'
    ) as list order by created_at desc, source, id limit 1 offset ${depth}`.execute(database.db);
  const key = row.rows[0];
  if (!key) throw new Error('the list is shorter than the deep page');
  const createdAt =
    key.created_at instanceof Date ? key.created_at.toISOString() : new Date(key.created_at).toISOString();
  return { createdAt, source: key.source, id: key.id };
}

/** A plan step that reads a whole table (no index): SQLite's bare SCAN of a table, PostgreSQL's Seq Scan. */
const fullScan = (line: string) =>
  /\bSeq Scan on (contact_messages|leads|lead_notes|outbox)\b/.test(line) ||
  /^\s*SCAN (contact_messages|leads|lead_notes|outbox)\s*$/.test(line);

/** A series of heap sizes in a line: how many, the least and the most, the first and the last (all in the JSON). */
const range = (samples: readonly number[]) =>
  samples.length === 0
    ? 'no full collection ran'
    : `${samples.length} collections, ${Math.min(...samples)}-${Math.max(...samples)} MB (first ${samples[0]}, last ${samples.at(-1)})`;

/** How much the heap grew from its start to its largest, after a collection. */
const heapGrowth = (samples: readonly number[]) => {
  if (samples.length < 2) return 'not measured';
  const start = samples[0] ?? 0;
  return `+${Math.round((Math.max(...samples) - start) * 10) / 10} MB at most over the start`;
};

const inboxCheck = (body: string) => (body.includes('data-status-count="new"') ? null : 'no inbox');
const listCheck = (body: string) => ((body.match(/name="item"/g)?.length ?? 0) > 0 ? null : 'an empty list');

/** The old-generation cap of the server the export runs on: well under what a held 28.7 MB file would need. */
const EXPORT_HEAP_MB = whole('BENCH_EXPORT_HEAP_MB', 160);

/** The heap left after each full collection, from a `--trace-gc` log ("Mark-Compact 90.1 (120.0) -> 61.2 (118.4) MB"). */
const fullCollections = (log: string): number[] =>
  [...log.matchAll(/Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/g)].map((match) => Number(match[1]));

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

/** A full collection in this process (the flag is set at run time: the bench is run as plain `node`). */
const collectGarbage = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

/**
 * The export's stream (every folder) read here, as the server streams it, with this process's heap
 * measured after a full collection at the start and after each tenth of the rows: what the export
 * holds at once, without the server's other work or the collector's timing in the figure.
 */
async function exportHeap(database: Database, userId: string, total: number): Promise<number[]> {
  const context = { userId, timeZone: 'UTC', today: new Date().toISOString().slice(0, 10) };
  const filter = { ...inboxFilter(parseInboxQuery(new URLSearchParams()), context), view: 'all' as const };
  const heap = () => {
    collectGarbage();
    return mb(process.memoryUsage().heapUsed);
  };
  const samples = [heap()];
  let rows = 0;
  let next = total / 10;
  for await (const chunk of inboxCsvStream(database, pino({ level: 'silent' }), filter)) {
    for (const byte of chunk) if (byte === 10) rows += 1;
    if (rows >= next) {
      samples.push(heap());
      next += total / 10;
    }
  }
  return samples;
}

/** The whole export, streamed, with the server's resident memory sampled while it runs. */
async function timeExport(url: string, cookie: string, rss: () => number | null): Promise<ExportResult> {
  const before = rss() ?? 0;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss() ?? 0);
  }, 20);
  const started = performance.now();
  const response = await fetch(`${url}/admin/messages.csv`, {
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  });
  if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}`);
  let bytes = 0;
  let rows = -1; // the header
  const byTenth: number[] = [];
  let next = plan.submissions / 10;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) rows += 1;
    const now = rss() ?? 0;
    peak = Math.max(peak, now);
    if (rows >= next) {
      byTenth.push(mb(now));
      next += plan.submissions / 10;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    rows,
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round(rows / seconds),
    megabytes: mb(bytes),
    rssBeforeMb: mb(before),
    rssPeakMb: mb(peak),
    rssByTenthMb: byTenth,
    heapAfterGcMb: [],
    serverHeapAfterFullGcMb: [],
  };
}

async function runEngine(engine: 'sqlite' | 'postgres', notes: string[]): Promise<EngineResult> {
  const name = engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const dataDir = path.join(workDir, `${engine}-data`);
  rmSync(dataDir, { recursive: true, force: true });
  const schema = engine === 'postgres' && postgresUrl ? await postgresSchema(postgresUrl, 'bench_leads') : null;
  const serverOptions = {
    name,
    port: port + (engine === 'sqlite' ? 0 : 1),
    buildDir,
    dataDir,
    env: { PAGE_CACHE: 'off', LOG_LEVEL: 'warn', DATABASE_URL: schema?.url ?? '' },
  };
  let server = await startAppServer(serverOptions);
  const database = schema ? openPostgres(schema.url, { max: 4 }) : openSqlite(path.join(dataDir, 'site.db'));
  try {
    log(`\n▶ ${name}: server at ${server.url}`);
    const cookie = await signIn(server.url);
    const seedStarted = performance.now();
    const now = Date.now();
    const owners = await seedOwners(database, now);
    const seeded = await seedLeads(database, plan, owners, now);
    // What happens soon after a bulk insert anyway: PostgreSQL's autovacuum (statistics, the visibility
    // map); SQLite's write-ahead log folded into the file (as on any restart).
    if (engine === 'postgres') {
      await sql`vacuum analyze contact_messages, leads, lead_notes, users`.execute(database.db);
    } else {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
    }
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    log(
      `  seeded in ${seedSeconds} s: ${seeded.contacts} contact messages, ${seeded.leads} leads, ${seeded.notes} notes`,
    );

    const deepKey = await keyAt(database, Math.floor(plan.submissions * 0.6));
    const deep = encodeInboxCursor(deepKey);
    const newest = await keyAt(database, 0);
    const probes = [
      { label: 'first page', path: '/admin/messages', check: inboxCheck },
      {
        label: 'first page, newest lead open',
        path: `/admin/messages?open=${newest.source}:${newest.id}`,
        check: (body: string) => (body.includes('>Save lead</button>') ? null : 'no open lead'),
      },
      { label: 'deep page (Older, 60% down)', path: `/admin/messages?after=${deep}`, check: listCheck },
      { label: 'deep page (Newer, back)', path: `/admin/messages?before=${deep}`, check: listCheck },
      {
        label: 'status + owner filter',
        path: `/admin/messages?status=qualified&owner=${owners[0]}`,
        check: listCheck,
      },
      {
        label: `search "${SEARCH_COMPANY}"`,
        path: `/admin/messages?q=${encodeURIComponent(SEARCH_COMPANY)}`,
        check: listCheck,
      },
      { label: 'source filter (newsletter)', path: '/admin/messages?source=newsletter', check: listCheck },
      {
        label: "a person's submissions",
        path: `/admin/messages?person=${encodeURIComponent(BENCH_PERSON)}`,
        check: listCheck,
      },
      {
        label: 'dashboard (Due today)',
        path: '/admin',
        check: (b: string) => (b.includes('Due today') ? null : 'no Due today'),
      },
    ];
    const load = await waitForQuiet(1.5, 60_000, log);
    log(`  load average ${load}`);
    const loadBefore = loadAverage();
    const timings: Timing[] = [];
    for (const probe of probes) {
      const timing = await timeRequests(server.url, probe, { cookie, ...settings });
      timings.push(timing);
      log(
        `  ${probe.label.padEnd(32)} p50 ${timing.medianMs} ms  p95 ${timing.p95Ms} ms  (${Math.round(timing.bodyBytes / 1024)} KB)${timing.note ? `  ! ${timing.note}` : ''}`,
      );
    }
    const data: DataTiming[] = [];
    for (const probe of probes) {
      const search = probe.path === '/admin' ? 'dashboard' : (probe.path.split('?')[1] ?? '');
      const timing = await timeData(database, probe.label, search, owners[0] ?? '');
      data.push(timing);
      log(`  ${probe.label.padEnd(32)} database work p50 ${timing.medianMs} ms  p95 ${timing.p95Ms} ms`);
    }
    const queries: Record<string, QueryCost[]> = {};
    const recording = recordingDatabase(
      schema ? { kind: 'postgres', url: schema.url } : { kind: 'sqlite', file: path.join(dataDir, 'site.db') },
    );
    try {
      const explained = [
        ...probes.map((probe) => ({
          label: probe.label,
          search: probe.path === '/admin' ? 'dashboard' : (probe.path.split('?')[1] ?? ''),
        })),
        { label: 'CSV export, one batch 60% down', search: `export:1&after=${deep}` },
        // The other filter paths, explained only (not timed over HTTP): each must have an index.
        ...[
          'view=unread',
          'view=archived',
          'kind=process_assessment',
          'kind=contact',
          'owner=none',
          'due=1',
          `from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
          'status=won&view=archived',
        ].map((search) => ({ label: `filter ${search.replace(/=\d{4}-\d{2}-\d{2}$/, '=30 days ago')}`, search })),
      ];
      for (const { label, search } of explained) {
        const costs = await costOf(database, await recording.capture(pageWork(search, owners[0] ?? '')), 5);
        queries[label] = costs;
        const total = costs.reduce((sum, cost) => sum + (cost.medianMs ?? 0), 0);
        const scans = costs.filter((cost) => cost.plan.some(fullScan)).length;
        log(
          `  ${label.padEnd(32)} ${costs.length} queries, ${total.toFixed(1)} ms in all${scans ? `; ${scans} with a full scan` : ''}`,
        );
      }
    } finally {
      await recording.database.close();
    }
    const loadAfter = loadAverage();
    // The export on a server started again with its heap capped and every collection logged: what it
    // keeps after each full collection while streaming says whether memory grows with the rows
    // (RSS alone cannot: V8 grows the heap long before it needs to collect).
    await server.stop();
    server = await startAppServer({
      ...serverOptions,
      nodeArgs: ['--trace-gc', ...(EXPORT_HEAP_MB > 0 ? [`--max-old-space-size=${EXPORT_HEAP_MB}`] : [])],
    });
    const exportCookie = await signIn(server.url);
    const logFile = `${dataDir}.log`;
    const logStart = statSync(logFile).size;
    const csv = await timeExport(server.url, exportCookie, () => server.rssBytes()).catch((error: unknown) => {
      notes.push(
        `${name}: the CSV export failed: ${error instanceof Error ? `${error.message} (${String(error.cause)})` : String(error)}.`,
      );
      return null;
    });
    if (csv) {
      csv.serverHeapAfterFullGcMb = fullCollections(readFileSync(logFile, 'utf8').slice(logStart));
      const again = await timeExport(server.url, exportCookie, () => server.rssBytes()).catch(() => null);
      if (again) csv.again = { rssBeforeMb: again.rssBeforeMb, rssPeakMb: again.rssPeakMb };
      csv.heapAfterGcMb = await exportHeap(database, owners[0] ?? '', plan.submissions);
      log(
        `  CSV export: ${csv.rows} rows, ${csv.megabytes} MB in ${csv.seconds} s (${csv.rowsPerSecond} rows/s); server RSS ${csv.rssBeforeMb} MB before, ${csv.rssPeakMb} MB at peak, by tenths ${csv.rssByTenthMb.join(', ')}; server heap after each full GC (capped at ${EXPORT_HEAP_MB} MB): ${range(csv.serverHeapAfterFullGcMb)}; heap after GC in process ${csv.heapAfterGcMb.join(', ')} MB; again: ${csv.again ? `RSS ${csv.again.rssBeforeMb} MB before, ${csv.again.rssPeakMb} MB at peak` : 'failed'}`,
      );
    }
    return { engine: name, seedSeconds, seeded, timings, data, queries, load: [loadBefore, loadAfter], csv };
  } finally {
    await database.close();
    await server.stop();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const MARK_START = '<!-- bench:leads:start -->';
const MARK_END = '<!-- bench:leads:end -->';

function section(results: { generatedAt: string; machine: string; engines: EngineResult[]; notes: string[] }): string {
  const labels = results.engines[0]?.timings.map((t) => t.label) ?? [];
  const head = `| Page | ${results.engines.map((e) => `${e.engine} p50 | ${e.engine} p95`).join(' | ')} |`;
  const rule = `| --- | ${results.engines.map(() => '---: | ---:').join(' | ')} |`;
  const rows = labels.map((label) => {
    const cells = results.engines.map((e) => {
      const t = e.timings.find((x) => x.label === label);
      const p95 = t?.p95Ms ?? null;
      return `${t?.medianMs ?? '-'} ms | ${p95 !== null && p95 >= BAR_MS ? `**${p95} ms**` : `${p95 ?? '-'} ms`}`;
    });
    return `| ${label} | ${cells.join(' | ')} |`;
  });
  const dataHead = `| Database work | ${results.engines.map((e) => `${e.engine} p50 | ${e.engine} p95`).join(' | ')} |`;
  const dataRows = labels.map((label) => {
    const cells = results.engines.map((e) => {
      const t = e.data.find((x) => x.label === label);
      return `${t?.medianMs ?? '-'} ms | ${t?.p95Ms ?? '-'} ms`;
    });
    return `| ${label} | ${cells.join(' | ')} |`;
  });
  const queryHead = `| Queries per page | ${results.engines.map((e) => `${e.engine} queries | ${e.engine} ms | ${e.engine} full scans`).join(' | ')} |`;
  const queryRule = `| --- | ${results.engines.map(() => '---: | ---: | ---:').join(' | ')} |`;
  const queryLabels = Object.keys(results.engines[0]?.queries ?? {});
  const queryRows = queryLabels.map((label) => {
    const cells = results.engines.map((e) => {
      const costs = e.queries[label] ?? [];
      const total = costs.reduce((sum, cost) => sum + (cost.medianMs ?? 0), 0);
      return `${costs.length} | ${total.toFixed(1)} | ${costs.filter((cost) => cost.plan.some(fullScan)).length}`;
    });
    return `| ${label} | ${cells.join(' | ')} |`;
  });
  const worst = Math.max(...results.engines.flatMap((e) => e.timings.map((t) => t.p95Ms ?? Number.POSITIVE_INFINITY)));
  const csvLines = results.engines.map((e) =>
    !e.csv
      ? `- ${e.engine}: not measured (below).`
      : `- ${e.engine}: ${e.csv.rows.toLocaleString('en-US')} rows (${e.csv.megabytes} MB) in ${e.csv.seconds} s, ${e.csv.rowsPerSecond.toLocaleString('en-US')} rows/s; server RSS ${e.csv.rssBeforeMb} MB before the export, ${e.csv.rssPeakMb} MB at its peak (+${Math.round((e.csv.rssPeakMb - e.csv.rssBeforeMb) * 10) / 10} MB for a ${e.csv.megabytes} MB file), after each tenth of the rows ${e.csv.rssByTenthMb.join(', ')} MB${e.csv.again ? `; the same export again right after: ${e.csv.again.rssBeforeMb} MB before, ${e.csv.again.rssPeakMb} MB at its peak` : ''}; on that server (its heap capped at ${EXPORT_HEAP_MB} MB), the heap left after each full collection while streaming: ${range(e.csv.serverHeapAfterFullGcMb)}. The same stream read in the bench process, its heap after a full collection at the start and after each tenth: ${e.csv.heapAfterGcMb.join(', ')} MB (${heapGrowth(e.csv.heapAfterGcMb)}). Seeded in ${e.seedSeconds} s: ${e.seeded.contacts.toLocaleString('en-US')} contact messages, ${e.seeded.leads.toLocaleString('en-US')} leads, ${e.seeded.notes.toLocaleString('en-US')} timeline notes.`,
  );
  return `${MARK_START}
## Leads at 100,000

Generated by \`npm run bench:studio\` (its leads part, scripts/bench-leads.ts; alone: \`npm run bench:studio:leads\`) on ${results.generatedAt.slice(0, 16).replace('T', ' ')} UTC, ${results.machine}. Issue 31's bar: p95 under ${BAR_MS} ms for every page on both engines, and the CSV export streams with flat memory.

**Data.** ${plan.submissions.toLocaleString('en-US')} submissions over two years (about 30% contact messages, the rest ROI requests, lead intake and assessments), from ${plan.people.toLocaleString('en-US')} people (plus one who wrote about 100 times with her address spelled three ways); statuses New 40%, Contacted 20%, Qualified 15%, Won 10%, Lost 15% (with reasons); six Sales owners; follow-ups on a third of the open ones; a timeline note on most; sources as the forms record them (none, direct, utm sources, referring sites); 10% archived.

**Method.** The production build on 127.0.0.1 with \`PAGE_CACHE=off\`, signed in as an Admin over HTTP; ${settings.requests} sequential requests per URL after ${settings.warmup} unmeasured ones, timed to the last byte of the body. The deep page starts ${Math.floor(plan.submissions * 0.6).toLocaleString('en-US')} rows down (its cursor); "Newer" is the page before that row. The filter is Qualified + one owner; the search is the company name "${SEARCH_COMPANY}". PostgreSQL runs in a schema of its own, vacuumed and analysed after the seed; SQLite as the app leaves it (no ANALYZE). Each page is the whole inbox loader: the page of 50 summaries, the exact counts per status and folder, the owners and the sources (and, with a lead open, that lead in full: its delivery, timeline and studies' titles).

${head}
${rule}
${rows.join('\n')}

The same pages' database work alone (the loader's functions called in the bench process, same data, ${settings.requests} runs after ${settings.warmup}): the part of each page the indexes and query shapes decide.

${dataHead}
${rule}
${dataRows.join('\n')}

Each page's queries, recorded as the loader's functions run them, timed alone (median of 5) and explained; a full scan is a plan step reading a whole table of submissions, notes or e-mails without an index (the plans are in docs/benchmarks-leads.json):

${queryHead}
${queryRule}
${queryRows.join('\n')}

Load average (1 min) while measuring: ${results.engines.map((e) => `${e.engine} ${e.load[0]}→${e.load[1]}`).join(', ')} (2 cores, shared with other work).

Bar: p95 < ${BAR_MS} ms on every page: **${worst < BAR_MS ? 'met' : 'missed'}** (slowest p95 ${worst} ms).

**CSV export** (all ${plan.submissions.toLocaleString('en-US')} rows, every folder, streamed in keyset batches of 500):
${csvLines.join('\n')}
${results.notes.map((note) => `- ${note}`).join('\n')}

Reproduce: \`BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db npm run bench:studio:leads\` (knobs: BENCH_LEADS, BENCH_REQUESTS, BENCH_WARMUP, BENCH_ENGINES, BENCH_SKIP_BUILD=1, BENCH_WRITE=0, BENCH_EXPORT_HEAP_MB (0: no cap)).
${MARK_END}`;
}

async function main() {
  mkdirSync(workDir, { recursive: true });
  const cpus = os.cpus();
  const machine = `${cpus[0]?.model.trim() ?? 'unknown'} (${cpus.length} cores), Node ${process.version}`;
  log(`Leads at ${plan.submissions} on ${machine}, load ${os.loadavg()[0]?.toFixed(2)}`);
  if (env.BENCH_SKIP_BUILD !== '1') await buildProduction(buildDir);
  const notes: string[] = [];
  const results = { generatedAt: new Date().toISOString(), machine, engines: [] as EngineResult[], notes };
  if (engines.includes('sqlite')) results.engines.push(await runEngine('sqlite', notes));
  if (engines.includes('postgres')) {
    if (postgresUrl) results.engines.push(await runEngine('postgres', notes));
    else notes.push('PostgreSQL was not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
  }
  if (env.BENCH_NOTE) notes.push(env.BENCH_NOTE);
  const text = section(results);
  log(`\n${text}`);
  if (env.BENCH_WRITE === '0') return;
  const docs = path.join(root, 'docs');
  writeFileSync(path.join(docs, 'benchmarks-leads.json'), `${JSON.stringify(results, null, 2)}\n`);
  const file = path.join(docs, 'benchmarks.md');
  const current = readFileSync(file, 'utf8');
  const start = current.indexOf(MARK_START);
  const end = current.indexOf(MARK_END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${text}${current.slice(end + MARK_END.length)}`
      : `${current.trimEnd()}\n\n${text}\n`;
  writeFileSync(file, next);
  log('Written: docs/benchmarks.md (section "Leads at 100,000"), docs/benchmarks-leads.json');
}

await main();
process.exit(0);
