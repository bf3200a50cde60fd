import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Parallel e2e runs (and the benchmark) build into their own folder so they never clobber each other.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
