/**
 * The baseline pages: our own pages as the server renders them (the home page, and each page built
 * from blocks that is compared with its static copy), with every script removed (and the module
 * preloads that only feed scripts), plus the stylesheets, fonts and images they reference. That is
 * the best a static site could do with the same design, which makes it the yardstick.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SnapshotFile } from './static-server.ts';

/** Removes `<script>` elements and `<link rel="modulepreload">`; everything else stays byte for byte. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** Same-origin paths referenced by the HTML (href, src, srcset, inline url()) or by CSS (url()). */
export function referencedPaths(text: string, kind: 'html' | 'css'): string[] {
  const found = new Set<string>();
  const add = (raw: string | undefined) => {
    const value = raw
      ?.trim()
      .replace(/^['"]|['"]$/g, '')
      .replaceAll('&amp;', '&');
    if (value?.startsWith('/') && !value.startsWith('//')) found.add(value.split('#')[0]!);
  };
  for (const match of text.matchAll(/url\(([^)]+)\)/g)) add(match[1]);
  if (kind === 'html') {
    for (const match of text.matchAll(/<link\b[^>]*>/gi)) {
      if (/\brel="(?:canonical|alternate)"/i.test(match[0])) continue;
      add(/\bhref="([^"]+)"/i.exec(match[0])?.[1]);
    }
    for (const match of text.matchAll(/<(?:img|source|video|audio|iframe)\b[^>]*>/gi)) {
      add(/\bsrc="([^"]+)"/i.exec(match[0])?.[1]);
      for (const attribute of match[0].matchAll(/\b(?:srcset|imagesrcset)="([^"]+)"/gi)) {
        for (const candidate of attribute[1]!.split(',')) add(candidate.trim().split(/\s+/)[0]);
      }
    }
  }
  return [...found];
}

/** Resolves a url() found in a stylesheet relative to the stylesheet's own path. */
function resolveFrom(base: string, reference: string): string | null {
  const value = reference.trim().replace(/^['"]|['"]$/g, '');
  if (value.startsWith('data:') || /^[a-z]+:\/\//i.test(value)) return null;
  return new URL(value, `http://snapshot${base}`).pathname;
}

export interface Snapshot {
  dir: string;
  files: SnapshotFile[];
  htmlBytes: number;
}

/**
 * Fetches each page (by default only `/`) and everything they need from a running server and
 * writes the snapshot to `dir`, each page at its own path. `htmlBytes` is the first page's.
 */
export async function takeSnapshot(
  serverUrl: string,
  dir: string,
  pagePaths: readonly string[] = ['/'],
): Promise<Snapshot> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files: SnapshotFile[] = [];
  const seen = new Set<string>();

  const save = (urlPath: string, body: Buffer, contentType: string) => {
    const file = `${files.length}-${path.basename(urlPath.split('?')[0]!) || 'index.html'}`;
    writeFileSync(path.join(dir, file), body);
    files.push({ path: urlPath.split('?')[0]!, file, contentType });
  };

  const queue: string[] = [];
  let htmlBytes = 0;
  for (const pagePath of pagePaths) {
    const page = await fetch(`${serverUrl}${pagePath}`, { headers: { 'accept-encoding': 'identity' } });
    if (page.status !== 200) throw new Error(`snapshot: ${pagePath} answered ${page.status}`);
    const html = stripScripts(await page.text());
    save(pagePath, Buffer.from(html), 'text/html; charset=utf-8');
    seen.add(pagePath);
    htmlBytes ||= Buffer.byteLength(html);
    queue.push(...referencedPaths(html, 'html'));
  }
  while (queue.length > 0) {
    const urlPath = queue.shift()!;
    if (seen.has(urlPath)) continue;
    seen.add(urlPath);
    const response = await fetch(`${serverUrl}${urlPath}`, { headers: { 'accept-encoding': 'identity' } });
    if (response.status !== 200) continue;
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    const body = Buffer.from(await response.arrayBuffer());
    save(urlPath, body, contentType);
    if (contentType.startsWith('text/css')) {
      for (const match of body.toString('utf8').matchAll(/url\(([^)]+)\)/g)) {
        const resolved = resolveFrom(urlPath, match[1]!);
        if (resolved) queue.push(resolved);
      }
    }
  }
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(files, null, 2));
  return { dir, files, htmlBytes };
}
