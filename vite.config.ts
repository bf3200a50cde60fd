import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
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
  },
});
