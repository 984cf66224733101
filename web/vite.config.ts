import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { bridgeSimPlugin } from '../bridge-sim/vite-plugin.ts';
import { inlineEntryCss, staticSplash } from './first-paint.ts';
import { routePreload } from './route-preload.ts';
import { parseEnv } from './src/config/env-schema.ts';

const fakeOrigin = `http://127.0.0.1:${process.env.FAKE_PORT ?? '4010'}`;

// Every API prefix the app calls, plus the fake server's assets, pages and QA API: the browser sees
// one origin in dev and preview, as it does in production behind the real gateway.
const proxied = ['/spoken', '/v3', '/opponents', '/service', '/gopia', '/api', '/__fake'];
const proxy = Object.fromEntries(proxied.map((prefix) => [prefix, { target: fakeOrigin }]));

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  // The VITE_* variables (process env over .env files), validated once here; the app reads
  // them from config/env.ts.
  define: { __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))) },
  envDir: import.meta.dirname,
  // The simulator of the iOS shell is injected by the dev server only (apply: 'serve').
  // routePreload: the route's chunks and its first API call start from the HTML (no waterfall).
  plugins: [react(), bridgeSimPlugin(), staticSplash(), inlineEntryCss(), routePreload()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    // The promotion entry is built on its own after this one (vite.promotion.config.ts).
    rollupOptions: { input: { main: `${import.meta.dirname}/index.html` } },
  },
}));
