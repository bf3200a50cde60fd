import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The runtime every page needs, as one long-cached chunk.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 30,
                },
                // The public shell (header, footer, consent banner, toaster, primitives): every public page.
                {
                  name: 'shell',
                  test: /[\\/]app[\\/](components[\\/](layout[\\/]|consent[\\/]use-consent|ui[\\/]button|lazy-module|seo[\\/]json-ld|nonce|toaster)|content[\\/](navigation|brand)\.ts)/,
                  priority: 20,
                },
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
