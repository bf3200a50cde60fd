/**
 * The "Studio at scale" section of docs/benchmarks.md, written by `npm run bench:studio`. It lives
 * between two markers, so `npm run bench` (which rewrites the rest of that file) keeps it.
 */
import type { QueryCost, Timing } from './studio-measure.ts';
import type { StudioPlan } from './studio-seed.ts';

export const STUDIO_START = '<!-- bench:studio:start -->';
export const STUDIO_END = '<!-- bench:studio:end -->';

export interface EngineResult {
  engine: 'SQLite' | 'PostgreSQL';
  /** /use-cases with the sample content only, before the bulk seed. */
  baseline: { published: number; timing: Timing };
  published: number;
  searchMatches: number;
  timings: Timing[];
  /** The database work of each page, query by query (label → costs). */
  queries: Record<string, QueryCost[]>;
  seedSeconds: number;
}

export interface StudioResults {
  generatedAt: string;
  machine: { cpu: string; cores: number; node: string };
  plan: StudioPlan;
  settings: { requests: number; warmup: number; targetMs: number };
  searchWord: string;
  auditAction: string;
  engines: EngineResult[];
  notes: string[];
  /** An earlier run to compare with (BENCH_BEFORE), e.g. of the commit before an index. */
  before?: { label: string; results: StudioResults };
}

const ms = (value: number | null | undefined) => (value === null || value === undefined ? 'n/a' : value.toFixed(1));
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** Milliseconds of /use-cases per published study: the slope between the sample content and the seeded studio. */
export function costPerPublished(result: EngineResult): number | null {
  const after = result.timings.find((t) => t.path === '/use-cases');
  const before = result.baseline.timing;
  if (after?.medianMs == null || before.medianMs == null || result.published === result.baseline.published) return null;
  return (after.medianMs - before.medianMs) / (result.published - result.baseline.published);
}

/** The table of medians and p95s, one row per request, one column pair per engine. */
export function timingTable(results: StudioResults): string {
  const labels = results.engines[0]?.timings.map((t) => t.label) ?? [];
  const lines = [
    row(['Request', ...results.engines.flatMap((e) => [`${e.engine} median`, `${e.engine} p95`]), 'Load avg (1 min)']),
    row(['---', ...results.engines.flatMap(() => ['---:', '---:']), '---']),
  ];
  for (const label of labels) {
    const cells = results.engines.flatMap((e) => {
      const t = e.timings.find((x) => x.label === label);
      if (!t) return ['n/a', 'n/a'];
      if (t.medianMs === null) {
        // A page that is not there yet: what its query costs in the database, so the row still says something.
        const db = (e.queries[label] ?? []).reduce((sum, q) => sum + (q.medianMs ?? 0), 0);
        return [`HTTP ${t.status}; its query ${ms(db)} ms`, ''];
      }
      const over = t.medianMs > results.settings.targetMs ? ' ⚠' : '';
      return [`${ms(t.medianMs)} ms${over}`, `${ms(t.p95Ms)} ms`];
    });
    const loads = results.engines
      .map((e) => e.timings.find((x) => x.label === label)?.load)
      .filter((l): l is [number, number] => l !== undefined)
      .map(([a, b]) => `${a}→${b}`)
      .join(', ');
    lines.push(row([label, ...cells, loads]));
  }
  return lines.join('\n');
}

const databaseMs = (result: EngineResult | undefined, label: string) =>
  result?.queries[label]?.reduce((sum, cost) => sum + (cost.medianMs ?? 0), 0) ?? null;

/** Each request's median and database time in the earlier run and in this one, engine by engine. */
export function comparisonTable(results: StudioResults): string | null {
  const before = results.before;
  if (!before) return null;
  const lines = [
    row(['Request', 'Engine', `Median, ${before.label}`, 'Median, now', `Database, ${before.label}`, 'Database, now']),
    row(['---', '---', '---:', '---:', '---:', '---:']),
  ];
  for (const now of results.engines) {
    const then = before.results.engines.find((e) => e.engine === now.engine);
    for (const timing of now.timings) {
      const earlier = then?.timings.find((t) => t.label === timing.label);
      lines.push(
        row([
          timing.label,
          now.engine,
          `${ms(earlier?.medianMs)} ms`,
          `${ms(timing.medianMs)} ms`,
          `${ms(databaseMs(then, timing.label))} ms`,
          `${ms(databaseMs(now, timing.label))} ms`,
        ]),
      );
    }
  }
  return lines.join('\n');
}

function queryTable(result: EngineResult): string {
  const lines = [row(['Page', 'Query', 'Median', 'Plan']), row(['---', '---', '---:', '---'])];
  for (const [label, costs] of Object.entries(result.queries)) {
    for (const cost of costs) {
      const sql = cost.sql.replace(/\s+/g, ' ');
      const short = sql.length > 110 ? `${sql.slice(0, 107)}…` : sql;
      const plan = cost.plan.map((line) => line.trim()).join('; ');
      lines.push(
        row([label, `\`${short.replaceAll('|', '\\|')}\``, `${ms(cost.medianMs)} ms`, plan.replaceAll('|', '\\|')]),
      );
    }
  }
  return lines.join('\n');
}

export function studioSection(results: StudioResults): string {
  const { plan, settings } = results;
  const out: string[] = [STUDIO_START, '## Studio at scale', ''];
  out.push(
    `Generated by \`npm run bench:studio\` (scripts/bench-studio.ts) on ${results.generatedAt.slice(0, 16).replace('T', ' ')} UTC, ` +
      `${results.machine.cpu} (${results.machine.cores} cores), Node ${results.machine.node}. Issue 19's bar: every median under ${settings.targetMs} ms.`,
  );
  out.push('');
  out.push(
    `**Data.** ${plan.studies.toLocaleString('en')} case studies (${plan.published} published, ${plan.featured} of them featured; ` +
      `${plan.archived.toLocaleString('en')} archived; the rest drafts), four sections and three metrics each, and ` +
      `${plan.auditRows.toLocaleString('en')} audit entries over the past year (six staff members, two intake keys, ` +
      'unauthenticated API calls, the scheduler, failed sign-ins), on top of the sample content. A few hundred published ' +
      'studies is already a large portfolio: /use-cases shows every published study on one page (SPEC 2.8), ' +
      'so its cost grows with that number, not with the drafts and archive.',
  );
  out.push('');
  out.push(
    `**Method.** The production build on 127.0.0.1 with \`PAGE_CACHE=off\` (public pages really rendered), signed in ` +
      `over HTTP; ${settings.requests} sequential requests per URL after ${settings.warmup} unmeasured ones, timed ` +
      'from sending the request to the last byte of the body (wall time on loopback, Accept-Encoding `gzip, deflate, br`: ' +
      "the server's time including compression, plus a loopback round trip; the app sends no Server-Timing header). " +
      `The search is \`q=${results.searchWord}\`; the audit filter \`action=${results.auditAction}\`. ` +
      'PostgreSQL runs in a schema of its own, vacuumed and analysed after the seed (as autovacuum soon would), and dropped afterwards; ' +
      'SQLite is left without ANALYZE, as the app leaves it.',
  );
  out.push('');
  out.push(timingTable(results));
  out.push('');
  out.push(
    'Why the figures are what they are, and what migration 0005 and the late row lookup changed: ' +
      '[docs/decisions/dashboard-at-scale.md](decisions/dashboard-at-scale.md).',
  );
  out.push('');
  const comparison = comparisonTable(results);
  if (comparison && results.before) {
    out.push(
      `Compared with ${results.before.label} (measured ${results.before.results.generatedAt.slice(0, 16).replace('T', ' ')} UTC, load average ` +
        `${results.before.results.engines.flatMap((e) => e.timings.map((t) => t.load[0]))[0] ?? 'n/a'} at its start); ` +
        '"Database" is the sum of the medians of the queries behind the page, timed in the bench process:',
    );
    out.push('');
    out.push(comparison);
    out.push('');
  }
  for (const result of results.engines) {
    const perStudy = costPerPublished(result);
    const search = result.searchMatches;
    out.push(
      `- ${result.engine}: seeded in ${result.seedSeconds} s; the search matches ${search} studies; /use-cases took ` +
        `${ms(result.baseline.timing.medianMs)} ms with the ${result.baseline.published} sample studies and ` +
        `${ms(result.timings.find((t) => t.path === '/use-cases')?.medianMs)} ms with ${result.published} ` +
        `(${perStudy === null ? 'n/a' : `${perStudy.toFixed(3)} ms`} per published study, ` +
        `${Math.round((result.timings.find((t) => t.path === '/use-cases')?.bodyBytes ?? 0) / 1024)} KB of HTML).`,
    );
  }
  for (const note of results.notes) out.push(`- ${note}`);
  out.push('');
  for (const result of results.engines) {
    out.push(
      `<details><summary>${result.engine}: each page's queries, timed in the bench process, and their plans</summary>`,
    );
    out.push('');
    out.push(queryTable(result));
    out.push('');
    out.push('</details>');
    out.push('');
  }
  out.push('Reproduce (needs a PostgreSQL server for the second engine; without one, SQLite only):');
  out.push('');
  out.push('```sh');
  out.push('BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db npm run bench:studio');
  out.push('```');
  out.push('');
  out.push(
    'Knobs: `BENCH_STUDIES` (10000), `BENCH_PUBLISHED` (300), `BENCH_AUDIT_ROWS` (100000), `BENCH_REQUESTS` (50), ' +
      '`BENCH_ENGINES` (sqlite,postgres), `BENCH_PORT` (4850), `BENCH_BUILD_DIR`, `BENCH_SKIP_BUILD=1`, ' +
      '`BENCH_SCREENSHOTS=<dir>` (the dashboard at 390 and 1440 px), `BENCH_WRITE=0` (print only), ' +
      '`BENCH_BEFORE=<json>=<label>` (compare with an earlier run), `BENCH_NOTE`, `BENCH_REPORT_ONLY=1`.',
  );
  out.push(STUDIO_END);
  return out.join('\n');
}

/** The studio section of a document, or null. */
export function studioSectionOf(document: string): string | null {
  const start = document.indexOf(STUDIO_START);
  const end = document.indexOf(STUDIO_END);
  return start >= 0 && end > start ? document.slice(start, end + STUDIO_END.length) : null;
}

/** The document with its studio section replaced by `section` (or `section` appended). */
export function withStudioSection(document: string, section: string): string {
  const current = studioSectionOf(document);
  if (current) return document.replace(current, () => section);
  return `${document.trimEnd()}\n\n${section}\n`;
}
