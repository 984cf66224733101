import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the two injected scripts are served; nothing of the app lives under it. */
export const INJECTED_PREFIX = '/__webkit/';

const SCRIPTS: Record<string, string> = {
  'error-recorder.js': join(import.meta.dirname, 'page/error-recorder.js'),
  'bridge-sim.js': join(import.meta.dirname, '../../bridge-sim/dist/bridge-sim.js'),
};

/**
 * The WebKit lane's stand-in for Playwright's init scripts, which WebKitWebDriver lacks: the preview
 * server adds the error recorder and the bridge simulator as the first scripts of every HTML page
 * it sends, so they run before any script of the app. The promotion page gets the recorder only:
 * it is opened in a plain browser, with no shell (as bridgeSimPlugin does in dev).
 * Preview only (`vite preview`): `npm run build` never sees it, the build output stays as shipped.
 */
export function webkitInjectPlugin(): Plugin {
  let distDir = '';
  let apiPrefixes: string[] = [];
  return {
    name: 'webkit-lane-inject',
    apply: 'serve',
    configResolved(config) {
      distDir = join(config.root, config.build.outDir);
      apiPrefixes = Object.keys(config.preview.proxy ?? {});
    },
    configurePreviewServer(server) {
      // Added here, not in a returned hook: before Vite's proxy, static files and HTML fallback.
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://preview').pathname;
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (path.startsWith(INJECTED_PREFIX)) {
          const script = SCRIPTS[path.slice(INJECTED_PREFIX.length)];
          if (!script) return next();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(readFileSync(script));
          return;
        }
        const page = htmlFileOf(path, apiPrefixes);
        if (!page) return next();
        const html = readFileSync(join(distDir, page), 'utf8');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(injectScripts(html, page !== 'promotion.html'));
      });
    },
  };
}

/** The built page a document request is answered with, as the SPA fallback would; null for files. */
export function htmlFileOf(path: string, apiPrefixes: readonly string[]): string | null {
  if (apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return null;
  if (path === '/promotion.html') return 'promotion.html';
  if (path === '/index.html') return 'index.html';
  return extname(path) === '' ? 'index.html' : null;
}

/** The page with the recorder (and the simulator, for app pages) first in its <head>. */
export function injectScripts(html: string, withBridge: boolean): string {
  const tags = [`<script src="${INJECTED_PREFIX}error-recorder.js"></script>`];
  if (withBridge) tags.push(`<script src="${INJECTED_PREFIX}bridge-sim.js"></script>`);
  const head = html.match(/<head[^>]*>/);
  if (!head || head.index === undefined) throw new Error('The built page has no <head> to inject into.');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    ${tags.join('\n    ')}${html.slice(at)}`;
}
