/**
 * `npm run soak` (not part of `npm test`): a production server on a fresh data dir with the sample
 * content, driven for SOAK_SECONDS (default 300) by a mix of traffic at once:
 *   - visitors reading every public route and every published case study (SOAK_READERS fetch loops),
 *   - contact posts, alternating the JSON API and the no-JavaScript form post,
 *   - an admin saving a case study through the simple editor every ~150 ms (scripts/bench/admin.ts).
 * It reports throughput and p50/p99 per kind, errors (any unexpected status, network error or
 * incomplete HTML page), the server's RSS every few seconds (growth from the end of the warm-up to
 * the end, bar <= 20%), and stored rows against acknowledged writes; writes docs/soak.md and
 * docs/soak.json and exits non-zero when there were errors, lost writes or too much growth.
 *
 *   SOAK_SECONDS=60 SOAK_PORT=4340 npm run soak
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSqlite } from '#app/.server/db/index.ts';
import { AdminSaver } from './bench/admin.ts';
import { currentLoadAverage } from './bench/machine.ts';
import { buildProduction, root, startAppServer } from './bench/processes.ts';
import { caseStudyPathsFromSitemap, SOAK_PATHS, soakExpectedStatus } from './bench/site-paths.ts';
import { median, percentile, round } from './bench/stats.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const port = Number(process.env.SOAK_PORT ?? 4340);
const readers = Number(process.env.SOAK_READERS ?? 6);
const saveIntervalMs = Number(process.env.SOAK_SAVE_INTERVAL_MS ?? 150);
/** The first part of the run, excluded from the memory baseline: caches fill, the JIT settles. */
const warmupSeconds = Math.min(60, Math.round(seconds / 5));
const rssEveryMs = 5000;
const MEMORY_BAR = 0.2;
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const dataDir = path.join(root, 'tmp/soak-data');

type Kind = 'public read' | 'contact (JSON)' | 'contact (form)' | 'admin save';

interface KindStats {
  requests: number;
  errors: number;
  latenciesMs: number[];
}

const kinds: Record<Kind, KindStats> = {
  'public read': { requests: 0, errors: 0, latenciesMs: [] },
  'contact (JSON)': { requests: 0, errors: 0, latenciesMs: [] },
  'contact (form)': { requests: 0, errors: 0, latenciesMs: [] },
  'admin save': { requests: 0, errors: 0, latenciesMs: [] },
};
const errorSamples: string[] = [];

function record(kind: Kind, ms: number, problem: string | null) {
  const stats = kinds[kind];
  stats.requests += 1;
  stats.latenciesMs.push(ms);
  if (problem !== null) {
    stats.errors += 1;
    if (errorSamples.length < 20) errorSamples.push(`${kind}: ${problem}`);
  }
}

if (!existsSync(path.join(buildDir, 'server/index.js'))) {
  console.log(`No production build in ${path.relative(root, buildDir)}: building…`);
  await buildProduction(buildDir);
}

rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}.log`, { force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
const spawnedAt = performance.now();
const server = await startAppServer({
  name: 'soak',
  port,
  buildDir,
  dataDir,
  // --trace-gc: the live heap after each full collection, read back from the log below, tells a leak
  // (it climbs) from a process that merely keeps the memory it once needed (RSS climbs, it does not).
  nodeArgs: ['--trace-gc'],
  env: {
    LOG_LEVEL: 'warn',
    CONTACT_RATE_LIMIT: '100000000',
    LOGIN_RATE_LIMIT: '100000000',
    API_RATE_LIMIT: '100000000',
  },
});
const base = server.url;
console.log(
  `Soak: ${seconds} s against ${base} (pid ${server.pid}), ${readers} readers, a save every ${saveIntervalMs} ms`,
);

// Every public route (SPEC 2.1), and every published case study as the sitemap lists it.
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const caseStudyPaths = caseStudyPathsFromSitemap(sitemap);
const publicPaths = [...SOAK_PATHS, ...caseStudyPaths];
if (caseStudyPaths.length === 0) throw new Error('the sitemap lists no case studies: is the sample content seeded?');

let running = true;
const deadline = performance.now() + seconds * 1000;

async function timed(kind: Kind, request: () => Promise<string | null>) {
  const started = performance.now();
  const problem = await request().catch((error: Error) => `${error.name}: ${error.message}`);
  record(kind, performance.now() - started, problem);
}

async function reader(offset: number) {
  for (let n = offset; running; n++) {
    const target = publicPaths[n % publicPaths.length]!;
    await timed('public read', async () => {
      const response = await fetch(`${base}${target}`, { headers: { 'accept-encoding': 'br, gzip' } });
      const body = await response.text();
      if (response.status !== soakExpectedStatus(target)) return `${target}: HTTP ${response.status}`;
      const html = (response.headers.get('content-type') ?? '').includes('text/html');
      if (html && !body.trimEnd().endsWith('</html>')) return `${target}: incomplete HTML (${body.length} bytes)`;
      return null;
    });
  }
}

/** Contact messages the server acknowledged, by e-mail address (each post has its own). */
const acknowledged = new Set<string>();
let contactsPosted = 0;

async function contacts() {
  for (let n = 0; running; n++) {
    const email = `soak-${Date.now().toString(36)}-${n}@example.com`;
    const fields = { name: `Soak visitor ${n}`, email, company: 'Soak Ltd', message: `Soak message number ${n}.` };
    contactsPosted += 1;
    if (n % 2 === 0) {
      await timed('contact (JSON)', async () => {
        const response = await fetch(`${base}/api/send-contact-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...fields, contactMode: 'email' }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) return `HTTP ${response.status}`;
        acknowledged.add(email);
        return null;
      });
    } else {
      await timed('contact (form)', async () => {
        const response = await fetch(`${base}/contact`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
          body: new URLSearchParams(fields),
        });
        await response.arrayBuffer();
        const location = response.headers.get('location') ?? '';
        if (response.status < 300 || response.status > 399 || !location.includes('sent=1')) {
          return `HTTP ${response.status} ${location}`;
        }
        acknowledged.add(email);
        return null;
      });
    }
    // A busy contact form, not a flood: about twenty posts a second.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rss: { atSeconds: number; bytes: number }[] = [];
const started = performance.now();
const sampleRss = () => {
  const bytes = server.rssBytes();
  if (bytes !== null) rss.push({ atSeconds: round((performance.now() - started) / 1000, 1)!, bytes });
};
sampleRss();
const sampler = setInterval(sampleRss, rssEveryMs);

const saver = await AdminSaver.create(base, dataDir);
const saves = saver.start(saveIntervalMs, (ms, ok) => record('admin save', ms, ok ? null : 'save failed'));
const workers = [...Array.from({ length: readers }, (_, i) => reader(i * 3)), contacts()];

const progress = setInterval(() => {
  const elapsed = Math.round((performance.now() - started) / 1000);
  const total = Object.values(kinds).reduce((n, k) => n + k.requests, 0);
  const errors = Object.values(kinds).reduce((n, k) => n + k.errors, 0);
  const last = rss.at(-1);
  console.log(
    `  ${elapsed}s: ${total} requests, ${errors} errors, RSS ${last ? (last.bytes / 2 ** 20).toFixed(0) : '?'} MB`,
  );
}, 30_000);

await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));
running = false;
const saveStats = await saves.stop();
await Promise.all(workers);
const durationSeconds = (performance.now() - started) / 1000;
sampleRss();
clearInterval(sampler);
clearInterval(progress);

// What was stored, read straight from the database after the traffic: every acknowledged contact
// message is there, and the case study holds the last acknowledged save.
const database = openSqlite(path.join(dataDir, 'site.db'));
const storedEmails = new Set(
  (await database.db.selectFrom('contact_messages').select('email').where('email', 'like', 'soak-%').execute()).map(
    (r) => r.email,
  ),
);
const outboxRows = Number(
  (
    await database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('related_type', '=', 'contact_message')
      .executeTakeFirstOrThrow()
  ).n,
);
const lostContacts = [...acknowledged].filter((email) => !storedEmails.has(email));
const caseStudy = await database.db
  .selectFrom('case_studies')
  .select('executive_summary')
  .where('id', '=', saveStats.caseStudy.id)
  .executeTakeFirstOrThrow();
const lastRevision = /\(revision (\d+)\)$/.exec(caseStudy.executive_summary ?? '')?.[1];
await database.close();
await saver.close();
const rssAtExit = server.rssBytes();
await server.stop();

// `[pid:addr]   32248 ms: Mark-Compact 46.0 (107.2) -> 40.1 (108.7) MB, …`: the heap in use after it.
const fullCollections = [
  ...readFileSync(`${dataDir}.log`, 'utf8').matchAll(/ (\d+) ms: Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(/g),
  // --trace-gc counts from the server's start; the report counts from the start of the traffic.
].map((m) => ({ atSeconds: round((Number(m[1]) - (started - spawnedAt)) / 1000, 1)!, liveMiB: Number(m[2]) }));
const liveAfterWarmup = fullCollections.filter((c) => c.atSeconds >= warmupSeconds);

const after = rss.filter((s) => s.atSeconds >= warmupSeconds);
const baseline = median(after.slice(0, 3).map((s) => s.bytes));
const end = median(rss.slice(-3).map((s) => s.bytes));
const growth = baseline && end ? (end - baseline) / baseline : null;
const totalRequests = Object.values(kinds).reduce((n, k) => n + k.requests, 0);
const totalErrors = Object.values(kinds).reduce((n, k) => n + k.errors, 0);
const mb = (bytes: number | null | undefined) => (bytes ? round(bytes / 2 ** 20, 1) : null);

const results = {
  date: new Date().toISOString(),
  machine: {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    node: process.version,
    loadAverageAtEnd: currentLoadAverage(),
  },
  settings: { seconds, readers, saveIntervalMs, warmupSeconds, rssEveryMs, engine: 'sqlite' },
  durationSeconds: round(durationSeconds, 1),
  throughputPerSecond: round(totalRequests / durationSeconds, 1),
  totalRequests,
  totalErrors,
  errorSamples,
  kinds: Object.fromEntries(
    Object.entries(kinds).map(([kind, s]) => [
      kind,
      {
        requests: s.requests,
        perSecond: round(s.requests / durationSeconds, 1),
        errors: s.errors,
        p50Ms: round(percentile(s.latenciesMs, 50), 1),
        p99Ms: round(percentile(s.latenciesMs, 99), 1),
      },
    ]),
  ),
  memory: {
    baselineMiB: mb(baseline),
    endMiB: mb(end),
    peakMiB: mb(Math.max(...rss.map((s) => s.bytes))),
    growthPercent: growth === null ? null : round(growth * 100, 1),
    barPercent: MEMORY_BAR * 100,
    samples: rss.map((s) => ({ atSeconds: s.atSeconds, MiB: mb(s.bytes) })),
    rssBeforeStopMiB: mb(rssAtExit),
    /** JavaScript heap in use after each full garbage collection (from --trace-gc). */
    liveHeapAfterFullGcMiB: fullCollections,
    liveHeapFirstAfterWarmupMiB: liveAfterWarmup[0]?.liveMiB ?? null,
    liveHeapLastMiB: fullCollections.at(-1)?.liveMiB ?? null,
  },
  writes: {
    contactsPosted,
    contactsAcknowledged: acknowledged.size,
    contactRowsStored: storedEmails.size,
    contactNotificationsQueued: outboxRows,
    acknowledgedButMissing: lostContacts.length,
    savesAttempted: saveStats.attempted,
    savesAcknowledged: saveStats.succeeded,
    /** Each save writes the next revision number: the last one attempted. */
    lastRevisionSaved: saveStats.attempted,
    storedRevision: lastRevision === undefined ? null : Number(lastRevision),
    freshOnFirstRead: saveStats.freshOnFirstRead,
    saveMode: saveStats.mode,
  },
};

// With every save acknowledged, the stored text must be the last one saved.
const lostSave = saveStats.failed === 0 && results.writes.storedRevision !== saveStats.attempted;
const failures = [
  lostSave ? `the case study holds revision ${results.writes.storedRevision}, not ${saveStats.attempted}` : null,
  totalErrors > 0 ? `${totalErrors} errors` : null,
  growth === null ? 'no memory samples' : growth > MEMORY_BAR ? `memory grew ${(growth * 100).toFixed(1)}%` : null,
  lostContacts.length > 0 ? `${lostContacts.length} acknowledged contact messages missing` : null,
  saveStats.mode !== 'http-simple-editor' ? 'admin saves did not go through the studio' : null,
].filter((f): f is string => f !== null);

const table = Object.entries(results.kinds)
  .map(
    ([kind, k]) =>
      `| ${kind} | ${k.requests} | ${k.perSecond} | ${k.p50Ms ?? 'n/a'} | ${k.p99Ms ?? 'n/a'} | ${k.errors} |`,
  )
  .join('\n');
const report = `# Soak test

\`npm run soak\` (scripts/soak.ts, not part of \`npm test\`): one production server (\`node server.ts\`,
NODE_ENV=production, SQLite in a fresh data dir with the sample content, page cache on, rate limits
raised) on 127.0.0.1, driven for ${seconds} s by ${readers} visitors reading every public route and all
${caseStudyPaths.length} published case studies in turn, one visitor posting the contact form (JSON API and
form post alternately, ~20/s), and an admin saving a case study through the simple editor every
${saveIntervalMs} ms (and reading its public page after each save). All clients run in one Node process on the
same machine. Raw figures: [soak.json](soak.json).

Run ${results.date} on ${results.machine.cores} × ${results.machine.cpuModel}, Node ${results.machine.node};
1-minute load average at the end ${results.machine.loadAverageAtEnd} (the machine was shared with other work).

**Result: ${failures.length === 0 ? 'pass' : `FAIL (${failures.join('; ')})`}.**

## Throughput and latency

${results.totalRequests} requests in ${results.durationSeconds} s: **${results.throughputPerSecond} requests/s**, **${totalErrors} errors**.

| Kind | Requests | Per second | p50 ms | p99 ms | Errors |
|---|---:|---:|---:|---:|---:|
${table}

An error is any answer other than the expected one (200 for reads, the intake page's guide included,
200 for the JSON API, a redirect to
\`?sent=1\` for the form post, a redirect back to the studio for a save), a network error, or an
HTML page that does not end in \`</html>\`.${errorSamples.length > 0 ? `\n\nFirst errors:\n\n${errorSamples.map((e) => `- ${e}`).join('\n')}` : ''}

## Memory

Server RSS sampled every ${rssEveryMs / 1000} s: ${results.memory.baselineMiB} MiB after the ${warmupSeconds} s warm-up, ${results.memory.endMiB} MiB at
the end (peak ${results.memory.peakMiB} MiB): **growth ${results.memory.growthPercent}%** (bar: at most ${MEMORY_BAR * 100}%).

| Seconds | ${results.memory.samples.map((s) => s.atSeconds).join(' | ')} |
|---|${results.memory.samples.map(() => '---:').join('|')}|
| RSS MiB | ${results.memory.samples.map((s) => s.MiB).join(' | ')} |

The JavaScript heap in use after each full collection (\`--trace-gc\`), which climbs with a leak:
${fullCollections.length === 0 ? 'no full collection happened.' : `${fullCollections.map((c) => `${c.liveMiB} MiB at ${c.atSeconds} s`).join(', ')}. First after the warm-up ${results.memory.liveHeapFirstAfterWarmupMiB ?? 'n/a'} MiB, last ${results.memory.liveHeapLastMiB} MiB.`}

## Writes: acknowledged vs stored

| | Acknowledged | Stored |
|---|---:|---:|
| Contact messages | ${acknowledged.size} (of ${contactsPosted} posted) | ${storedEmails.size} rows (${lostContacts.length} acknowledged but missing); ${outboxRows} notification e-mails queued |
| Case-study saves | ${saveStats.succeeded} (of ${saveStats.attempted}; the last wrote revision ${saveStats.attempted}) | revision ${results.writes.storedRevision ?? 'n/a'} stored |

${saveStats.freshOnFirstRead} of ${saveStats.freshnessChecked} saves were visible on the public page at the first read after the save.
`;
writeFileSync(path.join(root, 'docs/soak.md'), report);
writeFileSync(path.join(root, 'docs/soak.json'), `${JSON.stringify(results, null, 2)}\n`);
rmSync(dataDir, { recursive: true, force: true });
// The server's log stays when something failed: it says why.
if (failures.length === 0) rmSync(`${dataDir}.log`, { force: true });

console.log(`\n${report}`);
console.log(failures.length === 0 ? 'Soak passed.' : `Soak FAILED: ${failures.join('; ')}`);
process.exit(failures.length === 0 ? 0 : 1);
