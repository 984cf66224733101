import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { parseEnv } from './web/src/config/env-schema.ts';

// Two projects: browser-side code runs in happy-dom, the fake server and scripts run in Node.
export default defineConfig({
  test: {
    // The JSON results feed the CI summary line (scripts/ci-summary.ts).
    reporters: ['default', ['json', { outputFile: '.vitest/results.json' }]],
    projects: [
      {
        plugins: [react()],
        define: { __APP_ENV__: JSON.stringify(parseEnv({})) },
        test: {
          name: 'web',
          environment: 'happy-dom',
          // Files keep their own module graph and globals (vm contexts) while the environment is
          // created once per worker instead of once per file: most of this project's time.
          pool: 'vmThreads',
          include: [
            'web/src/**/*.test.{ts,tsx}',
            'bridge-sim/src/**/*.test.ts',
            'fake-server/qa-page/src/**/*.test.ts',
            'bridge-protocol/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // Each file builds its own app from createApp(), so files can share workers safely;
          // skipping a fresh module graph per file saves most of the suite's time.
          isolate: false,
          include: ['fake-server/src/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
