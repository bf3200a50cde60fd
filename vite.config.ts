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
 * Chunk groups are named by folder (the consent banner's by its one module). A group takes the
 * modules its `test` names, and Rolldown adds what they import statically
 * (`includeDependenciesRecursively`, on by default) unless a group of higher priority has taken it:
 * whatever a group's modules come to import joins the group without anyone listing a file here.
 *
 * The shell is what frames every page, in two folders: app/components/layout/ (the header, the
 * toaster, the visit-trail script, the consent choice the public layout reads) and app/delivery/
 * (deferred scripts, nonce, lazy modules, static islands). The document (root.tsx) and the public
 * layout import nothing else of the app up front (`frameImportsOnlyTheShell` stops the build if they
 * do), so the shell chunk is everything they load, the header's icons and copy included. `$initial`
 * (loaded up front by some route) leaves out the delivery modules that only lazily loaded code uses
 * (server-values.tsx, imported by the islands' own modules).
 */
const SHELL_FOLDERS = ['app/components/layout', 'app/delivery'];
/** The routes whose up-front imports the shell is (they are routes, so not in it themselves). */
const FRAME = ['app/root.tsx', 'app/routes/public-layout.tsx'];
/** The consent banner, loaded only for visitors who have not chosen yet; its buttons come with it. */
const CONSENT_BANNER = path.resolve('app/components/consent/cookie-banner.tsx');

const inShell = (id: string) => SHELL_FOLDERS.some((folder) => id.startsWith(`${path.resolve(folder)}${path.sep}`));

/**
 * Keeps the shell's rule true: stops the build if the document or the public layout imports a
 * module of the app from outside the shell's folders, which would load with every page outside the
 * shell chunk (in the layout's own chunk, or in one more). Lazy imports and styles do not count.
 */
function frameImportsOnlyTheShell(): Plugin {
  const app = `${path.resolve('app')}${path.sep}`;
  return {
    name: 'frame-imports-only-the-shell',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      for (const file of FRAME) {
        const outside = (this.getModuleInfo(path.resolve(file))?.importedIds ?? []).filter(
          (id) => id.startsWith(app) && !id.includes('?') && !inShell(id),
        );
        if (outside.length === 0) continue;
        this.error(
          `${file} imports ${outside.map((id) => path.relative('.', id)).join(', ')} up front: what frames every ` +
            `page lives in ${SHELL_FOLDERS.join('/ or ')}/ (the shell chunk, vite.config.ts), or is loaded lazily`,
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress(), importOnlyPreloadHelper(), frameImportsOnlyTheShell()],
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
                // What frames every page: app/components/layout/ and app/delivery/ (SHELL_FOLDERS above).
                { name: 'shell', test: inShell, tags: ['$initial'], priority: 20 },
                // The consent banner and its buttons (also on the Cookie Policy page) as one download.
                { name: 'consent', test: (id) => id === CONSENT_BANNER, priority: 15 },
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
