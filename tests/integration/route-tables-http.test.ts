/**
 * The public site answers from a route table without the studio's routes, the studio and the route
 * manifest from the whole one (server/public-routes.ts). Over HTTP on the production build: every
 * way of spelling a studio address that React Router itself accepts still reaches the studio, the
 * manifest that client-side navigation asks for still knows the studio's routes from a public page,
 * and public pages and their data still answer.
 */
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/** A GET of this exact path: fetch and Node's URL parsing would resolve `..` before sending. */
function getRawPath(server: TestServer, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    httpGet({ hostname, port, path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the public and the whole route table over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ SEED: 'none' });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it.each(['/admin/login', '/ADMIN/Login', '/%61dmin/login', '/x/../admin/login', '/x/%2e%2e/admin/login'])(
    '%s is the sign-in page',
    async (rawPath) => {
      const response = await getRawPath(server, rawPath);
      expect(response.status).toBe(200);
      expect(title(response.body)).toBe('Sign in | Brightflow Studio');
    },
  );

  it('sends a signed-out visitor of a studio screen to sign in, with the screen to come back to', async () => {
    const response = await fetch(`${server.url}/admin/pages`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login?redirectTo=%2Fadmin%2Fpages');
  });

  it('answers a public page, its data, and an address no route has, as before', async () => {
    const page = await fetch(`${server.url}/lead-intake`);
    expect(page.status).toBe(200);
    expect(title(await page.text())).toBe('Start an Automation Project | Brightflow');

    const data = await fetch(`${server.url}/lead-intake.data`);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain('Start an Automation Project');

    for (const missing of ['/administrator', '/admin/no-such-screen']) {
      const response = await fetch(`${server.url}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(title(await response.text()), missing).toMatch(/^Page not found/);
    }
  });

  it("tells a public page's client-side navigation where the studio's screens are", async () => {
    const html = await (await fetch(`${server.url}/about`)).text();
    const version = /"version":\s*"([^"]+)"/.exec(html)?.[1];
    expect(version).toBeTruthy();

    const paths = encodeURIComponent('/admin/pages,/about');
    const response = await fetch(`${server.url}/__manifest?paths=${paths}&version=${version}`);
    expect(response.status).toBe(200);
    const patches = (await response.json()) as Record<string, { path?: string }>;
    expect(patches['routes/admin/pages']?.path).toBe('admin/pages');
    expect(patches['routes/admin/layout']).toBeDefined();
    expect(patches['routes/about']?.path).toBe('about');
  });
});
