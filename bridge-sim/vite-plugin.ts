// Dev-only Vite plugin: every HTML page the dev server sends loads bridge-sim first, so the
// app in a plain browser talks to a simulated iOS shell. `apply: 'serve'` keeps it out of builds.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The URL the injected script tag loads; the plugin resolves it to bridge-sim/src/main.ts. */
export const BRIDGE_SIM_URL = '/@bridge-sim';

const ENTRY = fileURLToPath(new URL('./src/main.ts', import.meta.url));

/**
 * Plays the iOS shell in the dev server: injects
 * `<script type="module" src="/@bridge-sim">` at the top of `<head>` of every HTML page (before
 * the app's own scripts, so `window.webkit` exists when the app starts) and serves
 * bridge-sim/src/main.ts through Vite's module graph (TypeScript, HMR-friendly).
 *
 * @example
 * // web/vite.config.ts
 * import { bridgeSimPlugin } from '../bridge-sim/vite-plugin';
 * export default defineConfig({ plugins: [react(), bridgeSimPlugin()] });
 */
export function bridgeSimPlugin(): Plugin {
  return {
    name: 'bridge-sim',
    apply: 'serve',
    resolveId(id) {
      return id === BRIDGE_SIM_URL ? ENTRY : undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      // The promotion entry is a public page opened in a plain browser: no shell to play there.
      handler: (_html, { path }) =>
        path.endsWith('/promotion.html')
          ? []
          : [{ tag: 'script', attrs: { type: 'module', src: BRIDGE_SIM_URL }, injectTo: 'head-prepend' }],
    },
  };
}
