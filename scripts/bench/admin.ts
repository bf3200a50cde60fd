/**
 * An admin saving a case study every 100 ms while visitors load the site. The save goes through
 * the studio over HTTP (sign in at /admin/login, post the simple editor's form to
 * /admin/case-studies/simple-edit/:id), exactly as a browser would. Should that editor not accept
 * the post, the bench falls back to the repository update plus `bumpCacheVersion(database,
 * 'public')` against the same SQLite file, and says so in the report.
 *
 * After every save the case-study page is fetched once: "fresh" means the very first read after the
 * save already shows the new text, i.e. the cache was invalidated at once.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { openSqlite } from '#app/.server/db/index.ts';
import { bumpCacheVersion } from '#app/.server/db/repositories/cache-versions.ts';
import { getCaseStudyDetail, listPublishedCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import type { Database } from '#app/.server/db/types.ts';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import {
  fullValuesFromDetail,
  fullValuesToInput,
  simpleValuesFromDetail,
} from '#app/features/case-studies/case-study-form.ts';
import type { CaseStudyDetail } from '#app/lib/case-study.ts';
import { benchAdmin } from './processes.ts';

export type SaveMode = 'http-simple-editor' | 'repository-fallback';

export interface SaveStats {
  mode: SaveMode;
  note: string;
  caseStudy: { id: string; slug: string; title: string };
  intervalMs: number;
  attempted: number;
  succeeded: number;
  failed: number;
  failureSamples: string[];
  /** Saves after which the first public read already showed the change. */
  freshOnFirstRead: number;
  /** Saves checked for freshness (every successful one). */
  freshnessChecked: number;
  /** Longest wait from a save's answer until the public page showed it, in ms. */
  maxStaleMs: number;
}

const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Signs in as the bench admin over HTTP; returns the Cookie header of the session. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ email: benchAdmin.email, password: benchAdmin.password }),
  });
  const cookie = cookieFrom(response);
  if (response.status >= 400 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

const revisionText = (summary: string, revision: number) =>
  `${summary.replace(/ \(revision \d+\)$/, '')} (revision ${revision})`;

export class AdminSaver {
  readonly #baseUrl: string;
  readonly #database: Database;
  readonly #cookie: string;
  #detail: CaseStudyDetail;
  #mode: SaveMode = 'http-simple-editor';
  #note = '';
  #revision = 0;

  private constructor(baseUrl: string, database: Database, cookie: string, detail: CaseStudyDetail) {
    this.#baseUrl = baseUrl;
    this.#database = database;
    this.#cookie = cookie;
    this.#detail = detail;
  }

  /** Picks a featured published case study (shown on / and on its own page) and signs in. */
  static async create(baseUrl: string, dataDir: string): Promise<AdminSaver> {
    const database = openSqlite(path.join(dataDir, 'site.db'));
    const [study] = await listPublishedCaseStudies(database, { featured: true, limit: 1 });
    if (!study) throw new Error('no featured published case study to edit');
    const detail = await getCaseStudyDetail(database, study.id, { publishedOnly: true });
    if (!detail) throw new Error('the case study vanished');
    const saver = new AdminSaver(baseUrl, database, await signIn(baseUrl), detail);
    await saver.#chooseMode();
    return saver;
  }

  get cookie() {
    return this.#cookie;
  }

  /** How saves are made: through the studio over HTTP, or the repository fallback when that failed. */
  get mode(): SaveMode {
    return this.#mode;
  }

  get pageUrl() {
    return `${this.#baseUrl}/use-cases/${encodeURIComponent(this.#detail.caseStudy.slug)}`;
  }

  get caseStudy() {
    const { id, slug, title } = this.#detail.caseStudy;
    return { id, slug, title };
  }

  async #saveOverHttp(summary: string): Promise<string | null> {
    const values = simpleValuesFromDetail(this.#detail);
    const payload = { ...values, executiveSummary: summary };
    const response = await fetch(`${this.#baseUrl}/admin/case-studies/simple-edit/${this.#detail.caseStudy.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: this.#baseUrl,
        cookie: this.#cookie,
      },
      body: new URLSearchParams({ payload: JSON.stringify(payload) }),
    });
    await response.arrayBuffer();
    const location = response.headers.get('location') ?? '';
    if (response.status >= 400) return `status ${response.status}`;
    if (location.includes('/admin/login')) return 'redirected to sign-in';
    return null;
  }

  async #saveInRepository(summary: string): Promise<string | null> {
    const values = { ...fullValuesFromDetail(this.#detail, defaultSectionTitles), executiveSummary: summary };
    const saved = await updateCaseStudy(
      this.#database,
      this.#detail.caseStudy.id,
      fullValuesToInput(values, defaultSectionTitles),
    );
    if (!saved) return 'case study not found';
    await bumpCacheVersion(this.#database, 'public');
    return null;
  }

  /** Saves once over HTTP and checks the public page; falls back to the repository if that fails. */
  async #chooseMode(): Promise<void> {
    const summary = revisionText(this.#detail.caseStudy.executiveSummary ?? '', 0);
    const problem = await this.#saveOverHttp(summary).catch((error: Error) => error.message);
    if (problem === null && (await this.#pageShows(summary))) {
      this.#note = 'Saved through the studio over HTTP (simple editor), as an admin would.';
      await this.#reload();
      return;
    }
    this.#mode = 'repository-fallback';
    this.#note =
      `The simple editor did not accept the save (${problem ?? 'the change did not appear on the public page'}), ` +
      "so saves call updateCaseStudy() and bumpCacheVersion(database, 'public') from the bench process on the " +
      "same SQLite file; the server sees the new version through its poll, so 'fresh on first read' is not expected here.";
  }

  async #reload() {
    const detail = await getCaseStudyDetail(this.#database, this.#detail.caseStudy.id, { publishedOnly: false });
    if (detail) this.#detail = detail;
  }

  async #pageShows(text: string): Promise<boolean> {
    const response = await fetch(this.pageUrl, { headers: { 'accept-encoding': 'br, gzip' } });
    const body = await response.text();
    return response.status === 200 && body.includes(text.replaceAll('&', '&amp;'));
  }

  /**
   * Saves every `intervalMs` until stopped, checking after each save that the public page is fresh.
   * `onSave` hears each save's duration and outcome (the soak test's latency figures).
   */
  start(intervalMs: number, onSave?: (ms: number, ok: boolean) => void): { stop(): Promise<SaveStats> } {
    const stats: SaveStats = {
      mode: this.#mode,
      note: this.#note,
      caseStudy: this.caseStudy,
      intervalMs,
      attempted: 0,
      succeeded: 0,
      failed: 0,
      failureSamples: [],
      freshOnFirstRead: 0,
      freshnessChecked: 0,
      maxStaleMs: 0,
    };
    let running = true;
    const loop = async () => {
      while (running) {
        const started = performance.now();
        this.#revision += 1;
        const summary = revisionText(this.#detail.caseStudy.executiveSummary ?? '', this.#revision);
        stats.attempted += 1;
        const problem =
          this.#mode === 'http-simple-editor'
            ? await this.#saveOverHttp(summary).catch((error: Error) => error.message)
            : await this.#saveInRepository(summary).catch((error: Error) => error.message);
        onSave?.(performance.now() - started, problem === null);
        if (problem !== null) {
          stats.failed += 1;
          if (stats.failureSamples.length < 5) stats.failureSamples.push(problem);
        } else {
          stats.succeeded += 1;
          const saved = performance.now();
          stats.freshnessChecked += 1;
          if (await this.#pageShows(summary)) {
            stats.freshOnFirstRead += 1;
          } else {
            while (running && !(await this.#pageShows(summary)) && performance.now() - saved < 5000) {
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
            stats.maxStaleMs = Math.max(stats.maxStaleMs, Math.round(performance.now() - saved));
          }
        }
        const wait = intervalMs - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    const done = loop();
    return {
      async stop() {
        running = false;
        await done;
        return stats;
      },
    };
  }

  async close() {
    await this.#database.close();
  }
}
