import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type { RouteChunks } from './src/app/route-chunks-data.ts';
import { routeModules } from './src/app/route-modules.ts';
import { routeKey } from './src/lib/route-key.ts';

/** The route table (its module names are relative to this file's folder). */
const ROUTES = 'src/app/routes.tsx';
/** The page's early script: the screen's first API call and its route's preloads. */
const EARLY_START = 'src/app/early-start.ts';
/** orval's mutator, and the fetch one the early script sends with instead (no axios in the HTML). */
const MUTATOR = 'src/api/request.ts';
const EARLY_MUTATOR = 'src/api/early-request.ts';
const PAGE = 'index.html';
/** What must never end up in the HTML's script: it would make every page download them twice. */
const NOT_IN_PAGE = ['/node_modules/axios/', '/node_modules/react/', '/node_modules/react-dom/'];

/**
 * No waterfall on the first screen: index.html gets, in its head after main.js's tags, an inline
 * script (app/early-start.ts, bundled here) that preloads the current route's chunks and sends the
 * screen's first API call while main.js downloads. In the dev server the same module runs as a
 * module script before main.tsx (the call only: dev serves no chunks).
 */
export function routePreload(): Plugin[] {
  return [earlyStartInDev(), routePreloadInBuild()];
}

function earlyStartInDev(): Plugin {
  return {
    name: 'route-preload:dev',
    apply: 'serve',
    // At the end of the head: after /@vite/client, which sets the defines (__APP_ENV__) the
    // module's imports read, and before main.tsx in the body.
    transformIndexHtml: (_html, context) =>
      context.filename.endsWith(PAGE)
        ? [{ tag: 'script', attrs: { type: 'module', src: `/${EARLY_START}` }, injectTo: 'head' }]
        : [],
  };
}

function routePreloadInBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Once the files are written: the chunks come from Vite's build manifest.
    async writeBundle(options, bundle) {
      const manifestFile = bundle['.vite/manifest.json'];
      // The promotion build has neither this page nor this manifest.
      if (bundle[PAGE] === undefined || manifestFile?.type !== 'asset') return;
      const manifest = JSON.parse(String(manifestFile.source)) as Manifest;
      const chunks = routeChunks(
        manifest,
        `${config.base}${config.build.assetsDir}/`,
        config.build.assetsDir,
      );
      const script = await bundleEarlyStart(config, chunks);
      const pageFile = join(options.dir ?? config.build.outDir, PAGE);
      await writeFile(pageFile, withEarlyScript(await readFile(pageFile, 'utf8'), script));
    },
  };
}

/**
 * Right after the entry's module script and its modulepreload links: the browser asks for main.js
 * first, then the API call and the route's files (on HTTP/1.1 six at a time). A module script runs
 * only once the page is parsed, so this script still runs before main.js.
 */
function withEarlyScript(html: string, script: string): string {
  const entry = /<script type="module"[^>]*><\/script>(?:\s*<link rel="modulepreload"[^>]*>)*/.exec(html);
  if (entry === null)
    throw new Error(`route-preload: no module script in ${PAGE} to put the early script after`);
  const at = entry.index + entry[0].length;
  return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
}

/**
 * Per route, the JS and CSS files its screen needs that the entry has not loaded already, read off
 * Vite's build manifest (keys are source files relative to the root, e.g.
 * `src/features/order/order-route.tsx`). A route whose module the manifest lacks stops the build.
 */
export function routeChunks(manifest: Manifest, dir: string, assetsDir: string): RouteChunks {
  const loaded = new Set(closure(manifest, PAGE));
  const files: string[] = [];
  const routes: Record<string, number[]> = {};
  for (const { path, module } of routeModules) {
    const key = join(dirname(ROUTES), module);
    if (manifest[key] === undefined)
      throw new Error(`route-preload: the build manifest has no chunk for ${key} (${path})`);
    const js = closure(manifest, key).filter((file) => !loaded.has(file));
    const css = js.flatMap((file) => Object.values(manifest).find((chunk) => chunk.file === file)?.css ?? []);
    routes[path === '*' ? '*' : routeKey(path)] = [...new Set([...js, ...css])].map((file) => {
      const name = relative(assetsDir, file);
      const index = files.indexOf(name);
      return index === -1 ? files.push(name) - 1 : index;
    });
  }
  return { dir, files, routes };
}

/** A manifest entry's file and every file it imports statically, depth first, each once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (chunk === undefined || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen))];
}

/**
 * The early script's own mutator: the generated request functions it bundles import request.ts
 * (axios); here they get early-request.ts (fetch) instead.
 */
function earlyMutator(root: string): Plugin {
  const mutator = resolve(root, MUTATOR);
  return {
    name: 'route-preload:early-mutator',
    enforce: 'pre',
    async resolveId(source, importer) {
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === mutator ? resolve(root, EARLY_MUTATOR) : null;
    },
  };
}

/** app/early-start.ts as one small minified IIFE, with this build's defines and route chunks. */
async function bundleEarlyStart(config: ResolvedConfig, chunks: RouteChunks): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'silent',
    publicDir: false,
    plugins: [earlyMutator(config.root)],
    define: { ...config.define, __ROUTE_CHUNKS__: JSON.stringify(chunks) },
    build: {
      write: false,
      target: config.build.target,
      minify: true,
      lib: { entry: resolve(config.root, EARLY_START), formats: ['iife'], name: 'earlyStart' },
    },
  });
  const code = [output]
    .flat()
    .flatMap((result) => ('output' in result ? result.output : []))
    .flatMap((file) => (file.type === 'chunk' ? [file] : []));
  if (code.length !== 1) throw new Error(`route-preload: ${EARLY_START} did not bundle into one script`);
  const [script] = code;
  const heavy = script?.moduleIds.filter((id) => NOT_IN_PAGE.some((part) => id.includes(part))) ?? [];
  if (heavy.length > 0) throw new Error(`route-preload: the page's script would bundle ${heavy.join(', ')}`);
  // Inline in the HTML: nothing in it may close the script element.
  return (script?.code ?? '').trim().replaceAll('</script', '<\\/script');
}
