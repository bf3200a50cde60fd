import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync as zopfli } from '@gfx/zopfli';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;

/**
 * Writes a brotli (best quality) and a gzip copy beside every compressible file of the client build,
 * for the server to send as they are (server.ts): smaller than what on-the-fly compression can
 * afford per request (brotli 11 against 4: the stylesheet is 13.6 KB instead of 17.5 KB) and no
 * compression work per request. The gzip copy is Zopfli's: any gzip decoder reads it, and it is
 * about 3% smaller than zlib's level 9 (the home page's scripts: 3.7 KB less), for a few seconds of
 * build time.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  return {
    name: 'precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const body = await readFile(full);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            zopfli(body, { numiterations: 5 }),
          ]);
          if (br.length < body.length) await writeFile(`${full}.br`, br);
          if (gz.length < body.length) await writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Vite wraps every dynamic import of a browser build in its preload helper, which would fetch the
 * imported chunk's dependencies and CSS alongside it. With `modulePreload: false` (below) it has
 * nothing to do for our chunks (none imports CSS: the stylesheets are linked by the routes), yet its
 * 1.5 KB were on every page. This swaps it for one that only imports, and stops the build if a
 * lazily loaded chunk ever does import CSS (which only Vite's helper would load).
 */
function importOnlyPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'import-only-preload-helper',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id === helperId) return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.viteMetadata?.importedCss.size) {
          this.error(`${chunk.fileName} imports CSS, which only Vite's own preload helper loads for a dynamic import`);
        }
      }
    },
  };
}

/**
 * The app modules `entries` import statically, followed through their relative imports (lazily
 * imported code and server-only modules are not followed): what loads together with them. Chunk
 * groups below are defined by the modules that start them, so whatever those come to import joins
 * the group without anyone listing a file here.
 */
function staticImportClosure(entries: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    // `import type` is erased: it loads nothing.
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(
      /^import\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'/gm,
    )) {
      const target = path.resolve(path.dirname(file), specifier);
      if (found.has(target) || !/\.tsx?$/.test(target) || /\.server[\\/.]|\+types/.test(target)) continue;
      found.add(target);
      visit(target);
    }
  };
  for (const entry of entries) visit(path.resolve(entry));
  return found;
}

/** What frames every public page: what the document and the public layout render (not themselves: they are routes). */
const shell = staticImportClosure(['app/root.tsx', 'app/routes/public-layout.tsx']);
/** The consent banner, loaded only for visitors who have not chosen yet, and its buttons. */
const consentBanner = staticImportClosure(['app/components/consent/cookie-banner.tsx']).add(
  path.resolve('app/components/consent/cookie-banner.tsx'),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress(), importOnlyPreloadHelper()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A shared chunk is named for the pages that use it ('common~home~about~rpa~…'), and every
            // import of it repeats that name: short names are a few hundred bytes less per page.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('common~') ? 'assets/c-[hash].js' : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                // The runtime every page needs, as one long-cached chunk: React, React Router and the
                // bundler's own helpers for importing CommonJS (React's packages are CommonJS).
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|^\0rolldown[\\/]runtime/,
                  priority: 30,
                },
                // The public shell: every public page's (`shell` above).
                { name: 'shell', test: (id) => shell.has(id), priority: 20 },
                // The consent banner and its buttons (also on the Cookie Policy page) as one download.
                { name: 'consent', test: (id) => consentBanner.has(id), priority: 15 },
                // Public code and icons shared by several pages, grouped by the set of pages using them
                // (small groups merged into a neighbour) instead of one tiny chunk per module.
                {
                  name: 'common',
                  test: (id) => /node_modules[\\/]lucide-react|[\\/]app[\\/]/.test(id) && !/admin|\.server/.test(id),
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 0,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: { input: './server/app.ts' },
      },
    },
  },
  build: {
    // Hashed assets are served immutable; keep small files as separate requests rather than inlining
    // them into JS, which would defeat that caching.
    assetsInlineLimit: 0,
    // No preload helper around our dynamic imports: its per-dependency bookkeeping (a URL resolved
    // and a <link> added for each of a lazy chunk's imports) was the longest script task of a page's
    // hydration. A lazily loaded chunk fetches its own imports when it arrives; the parts loaded that
    // way are already on screen from the server, so one more round trip only delays their hydration.
    modulePreload: false,
  },
});
