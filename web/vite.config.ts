import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bridgeSimPlugin } from '../bridge-sim/vite-plugin.ts';

const fakeOrigin = `http://127.0.0.1:${process.env.FAKE_PORT ?? '4010'}`;

// Every API prefix the app calls, plus the fake server's assets, pages and QA API: the browser sees
// one origin in dev and preview, as it does in production behind the real gateway.
const proxied = ['/spoken', '/v3', '/opponents', '/service', '/gopia', '/api', '/__fake'];
const proxy = Object.fromEntries(proxied.map((prefix) => [prefix, { target: fakeOrigin }]));

export default defineConfig({
  root: import.meta.dirname,
  envDir: import.meta.dirname,
  // The simulator of the iOS shell is injected by the dev server only (apply: 'serve').
  plugins: [react(), bridgeSimPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: { main: `${import.meta.dirname}/index.html` } },
  },
});
