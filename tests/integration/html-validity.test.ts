/**
 * Valid HTML (issue 32): the Nu Html Checker (`vnu-jar`, run with Debian's Java) reports no errors on
 * every public page, a case study detail, the not-found page, a page built from every block type and
 * the studio's main screens, all fetched from the production build. One Java start checks them all
 * (about 10 s on two cores); an error fails the test with the checker's messages, page by page.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage } from '#app/.server/changes/pages.ts';
import { insertReviewRequest } from '#app/.server/db/repositories/review-requests.ts';
import { SEED_PAGES } from '#app/content/pages/index.ts';
import { newReviewToken } from '#app/features/review/review-token.server.ts';
import { blockExamples } from '../helpers/block-examples.ts';
import { type EngineServer, startServerOn } from '../helpers/engine-server.ts';
import { insurancePage } from '../helpers/page-input.ts';
import { signInAsTestAdmin, testAdmin } from '../helpers/server.ts';

const vnuJar = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over every file; it exits 1 when it finds errors, and says so in its JSON. */
async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  const run = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
    maxBuffer: 32 * 1024 * 1024,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new Error('No java on PATH: install Debian’s default-jre-headless (.ci/run does).');
    throw error;
  });
  // The JSON report goes to stderr.
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
}

describe('valid HTML on the production build (issue 32)', () => {
  let setup: EngineServer;
  let dir: string;
  const fetched = new Map<string, string>();

  beforeAll(async () => {
    setup = await startServerOn('sqlite', {});
    dir = mkdtempSync(path.join(tmpdir(), 'html-validity-'));
    const { db } = setup.database;
    await createPage(setup.database, {
      ...insurancePage({ path: '/every-block', title: 'Every block', status: 'published' }),
      blocks: Object.values(blockExamples),
    });
    const study = await db
      .selectFrom('case_studies')
      .select(['id', 'slug'])
      .where('status', '=', 'published')
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    const page = await db.selectFrom('pages').select('id').where('path', '=', '/about').executeTakeFirstOrThrow();
    const cookie = await signInAsTestAdmin(setup.server);
    // A client's review link for the study, as the studio's panel makes one (without its e-mail).
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', testAdmin.email)
      .executeTakeFirstOrThrow();
    const { token, tokenHash } = newReviewToken();
    await insertReviewRequest(setup.database, {
      recordId: study.id,
      contactName: 'Dana Client',
      contactEmail: 'dana@client.example',
      message: 'Please check the figures.',
      tokenHash,
      version: 1,
      requestedBy: { userId: admin.id, email: testAdmin.email, name: null },
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 14 * 86_400_000),
    });

    const publicPaths = [
      ...SEED_PAGES.map((seeded) => seeded.path),
      '/use-cases',
      `/use-cases/${study.slug}`,
      '/roi-calculator',
      '/every-block',
      '/no-such-page',
      `/review/${token}`,
      '/admin/login',
    ];
    const studioPaths = [
      '/admin',
      `/admin/case-studies/edit/${study.id}`,
      '/admin/pages',
      `/admin/pages/edit/${page.id}`,
      '/admin/messages',
      '/admin/settings',
      '/admin/case-studies/new',
      '/admin/case-studies/simple-new',
      `/admin/preview/${study.id}`,
      '/admin/pages/new',
      '/admin/testimonials',
      '/admin/roi-model',
      '/admin/navigation',
      '/admin/api-keys',
      '/admin/webhooks',
      '/admin/staff',
      '/admin/audit',
      '/admin/account',
    ];
    for (const [paths, headers] of [
      [publicPaths, {}],
      [studioPaths, { Cookie: cookie }],
    ] as const) {
      for (const pagePath of paths) {
        const response = await fetch(`${setup.server.url}${pagePath}`, { headers, redirect: 'manual' });
        const expected = pagePath === '/no-such-page' ? 404 : 200;
        if (response.status !== expected) throw new Error(`${pagePath} answered ${response.status}`);
        fetched.set(pagePath, await response.text());
      }
    }
  }, 180_000);
  afterAll(async () => {
    await setup?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('finds no errors on the public pages, the not-found page, a client’s review page and the studio’s screens', async () => {
    const files = [...fetched].map(([pagePath, html], index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      return { file, pagePath };
    });
    const messages = await checkHtml(files.map(({ file }) => file));
    const pageOf = (url: string) => files.find(({ file }) => url.endsWith(file))?.pagePath ?? url;
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map(
        (message) => `${pageOf(message.url)}:${message.lastLine ?? '?'}: ${message.message} [${message.extract ?? ''}]`,
      );
    // Warnings (e.g. a redundant role) may stay; printed so they are seen.
    const warnings = messages.filter((message) => message.subType === 'warning');
    if (warnings.length > 0)
      console.info(
        warnings.map((w) => `${pageOf(w.url)}: ${w.message} [${(w.extract ?? '').slice(0, 160)}]`).join('\n'),
      );
    expect(fetched.size).toBe(SEED_PAGES.length + 25);
    expect(errors).toEqual([]);
  }, 120_000);
});
