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
          include: ['web/src/**/*.test.{ts,tsx}', 'bridge-sim/src/**/*.test.ts'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['fake-server/src/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
