// Builds bridge-sim as one standalone classic script, bridge-sim/dist/bridge-sim.js, for
// Playwright's page.addInitScript({ path }) against any build of the app (no module loader,
// no React, no imports left). Run: npx vite build --config bridge-sim/vite.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // Readable output: a QA person may open it to see what the simulated shell does.
    minify: false,
    lib: {
      entry: 'src/main.ts',
      formats: ['iife'],
      name: 'BridgeSim',
      fileName: () => 'bridge-sim.js',
    },
  },
});
