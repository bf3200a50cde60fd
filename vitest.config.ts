import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on two cores); the integration suite mostly
    // waits on servers, databases and sockets, and runs in well under half the time with two.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Real databases, real servers and deliberately slow password hashing: generous limits keep a
          // busy 2-core machine from failing tests that wait on conditions, not on time.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
