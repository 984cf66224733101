// The QA page's Vite config, for build.ts (`npm run build:qa` and the fake server's own build).
// Names without hashes: the server sends the page and its files uncached, so a rebuilt page shows
// on the next reload.
import { relative } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';

export const QA_PAGE_ROOT = import.meta.dirname;
/** The URL path the fake server serves the built files at (fake-server/src/admin/qa-page.ts). */
export const QA_PAGE_BASE = '/__fake/qa-page/';
/** Written last by every build: the source files it bundled, to tell whether it is stale. */
export const SOURCES_FILE = 'sources.json';

/** Lists the bundled files (the page's own and the server tables it imports) into sources.json. */
function listSources(): Plugin {
  return {
    name: 'qa-page-sources',
    generateBundle() {
      const files = [...this.getModuleIds()]
        .filter((id) => !id.includes('\0') && !id.includes('/node_modules/'))
        .map((id) => relative(QA_PAGE_ROOT, id.split('?')[0] ?? id))
        .sort();
      this.emitFile({ type: 'asset', fileName: SOURCES_FILE, source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
}

export function qaPageConfig(outDir = 'dist'): InlineConfig {
  return {
    configFile: false,
    root: QA_PAGE_ROOT,
    base: QA_PAGE_BASE,
    publicDir: false,
    logLevel: 'warn',
    plugins: [listSources()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // Readable in the browser's tools: a QA person may look at what a button does.
      minify: false,
      modulePreload: false,
      rollupOptions: {
        output: {
          entryFileNames: 'qa-page.js',
          chunkFileNames: 'qa-page-[name].js',
          assetFileNames: 'qa-page[extname]',
        },
      },
    },
  };
}
