/**
 * What the repo's own tools expect of the site, checked against the production build, so a
 * deliberate change of an answer fails here rather than in a soak or bench run nobody watches
 * (issue 27: the soak still expected the intake page to answer 401, and reported 952 false errors).
 * The addresses and statuses are the tools' own (scripts/bench/site-paths.ts), and the soak's and
 * bench's admin saves through the studio, as an Admin would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSaver } from '../../scripts/bench/admin.ts';
import { benchAdmin } from '../../scripts/bench/processes.ts';
import {
  caseStudyPathsFromSitemap,
  lighthousePages,
  SOAK_PATHS,
  soakExpectedStatus,
} from '../../scripts/bench/site-paths.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let studyPaths: string[];
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: benchAdmin.email, ADMIN_PASSWORD: benchAdmin.password });
  studyPaths = caseStudyPathsFromSitemap(await (await fetch(`${server.url}/sitemap.xml`)).text());
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

describe("the soak's readers", () => {
  it('find the published case studies in the sitemap', () => {
    expect(studyPaths.length).toBeGreaterThan(0);
  });

  it.each(SOAK_PATHS)('get the status they expect from %s', async (path) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    expect(response.status).toBe(soakExpectedStatus(path));
  });

  it('get 200 from every case study the sitemap lists', async () => {
    for (const path of studyPaths) {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(soakExpectedStatus(path));
    }
  });
});

describe("the bench's Lighthouse pages", () => {
  it('answer 200, or an error status only where the bench expects one', async () => {
    const study = studyPaths.find((path) => !/^\/use-cases\/\d+$/.test(path)) ?? '';
    for (const page of lighthousePages(server.url, study)) {
      const response = await fetch(page.url);
      await response.arrayBuffer();
      if (page.errorStatus) expect(response.status, page.label).toBeGreaterThanOrEqual(400);
      else expect(response.status, page.label).toBe(200);
    }
  });
});

describe("the soak's and bench's admin", () => {
  it('saves a case study through the studio over HTTP, not the repository fallback', async () => {
    const saver = await AdminSaver.create(server.url, server.dataDir);
    try {
      expect(saver.mode).toBe('http-simple-editor');
    } finally {
      await saver.close();
    }
  });
});
