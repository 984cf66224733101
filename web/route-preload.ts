import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { routeModules } from './route-table.ts';
import type { RouteChunks } from './src/app/route-chunks-data.ts';
import { paths } from './src/config/paths.ts';
import { routeKey } from './src/lib/route-key.ts';

const ROUTE_TABLE = 'src/app/routes.tsx';
/** The page's early script: route preloads and the screen's first API call. */
const EARLY_START = 'src/app/early-start.ts';
const PAGE = 'index.html';

/**
 * No waterfall on the first screen: index.html gets, in its head after main.js's tags, an
 * inline script (app/early-start.ts, bundled here) that preloads the current route's chunks and
 * sends the screen's first API call while main.js downloads. In the dev server the same module
 * runs as a module script before main.tsx (the call only: dev serves no chunks).
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
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const page = bundle[PAGE];
      const tableFile = resolve(config.root, ROUTE_TABLE);
      const table = this.getModuleInfo(tableFile);
      // The promotion build has neither this page nor the route table.
      if (page?.type !== 'asset' || table === null) return;
      const dir = `${config.base}${config.build.assetsDir}/`;
      const chunks = routeChunks(bundle, tableFile, table.dynamicallyImportedIds, dir);
      const script = await bundleEarlyStart(config, chunks);
      // Right after the entry's module script and its modulepreload links: the browser asks for
      // main.js first, then the API call and the route's files (on HTTP/1.1 six at a time). A
      // module script runs only once the page is parsed, so this script still runs before main.js.
      const html = String(page.source);
      const entry = /<script type="module"[^>]*><\/script>(?:\s*<link rel="modulepreload"[^>]*>)*/.exec(html);
      if (entry === null)
        throw new Error(`route-preload: no module script in ${PAGE} to put the early script after`);
      const at = entry.index + entry[0].length;
      page.source = `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
    },
  };
}

type Chunk = Rolldown.OutputChunk;

/** Per route, the JS and CSS files its screen needs that the entry has not loaded already. */
function routeChunks(
  bundle: Rolldown.OutputBundle,
  tableFile: string,
  lazyIds: readonly string[],
  dir: string,
): RouteChunks {
  const routes = routeModules(readFileSync(tableFile, 'utf8'), tableFile, paths).map((route) => ({
    ...route,
    id: resolve(dirname(tableFile), route.specifier),
  }));
  // The table as read must be the table the bundler saw: every lazy import of it, and no other.
  const read = new Set(routes.map((route) => route.id));
  const unread = lazyIds.filter((id) => !read.has(id));
  const unknown = [...read].filter((id) => !lazyIds.includes(id));
  if (unread.length > 0 || unknown.length > 0)
    throw new Error(
      `route-preload: the route table read from ${ROUTE_TABLE} differs from its lazy imports ` +
        `(not read: ${unread.join(', ') || 'none'}; not imported: ${unknown.join(', ') || 'none'})`,
    );

  const all = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const entries = all.filter((chunk) => chunk.isEntry);
  const loaded = new Set(entries.flatMap((entry) => closure(bundle, entry)));
  const files: string[] = [];
  const byRoute: Record<string, number[]> = {};
  for (const { path, id } of routes) {
    const chunk = all.find((candidate) => candidate.facadeModuleId === id);
    if (chunk === undefined) throw new Error(`route-preload: no chunk for ${id} (${path})`);
    const js = closure(bundle, chunk).filter((file) => !loaded.has(file));
    const css = js.flatMap((file) => {
      const output = bundle[file];
      return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
    });
    byRoute[path === '*' ? '*' : routeKey(path)] = [...new Set([...js, ...css])].map((file) => {
      const name = file.slice(file.lastIndexOf('/') + 1);
      const index = files.indexOf(name);
      return index === -1 ? files.push(name) - 1 : index;
    });
  }
  return { dir, files, routes: byRoute };
}

/** A chunk's file and every file it imports statically, depth first, each once. */
function closure(bundle: Rolldown.OutputBundle, chunk: Chunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [
    chunk.fileName,
    ...chunk.imports.flatMap((file) => {
      const imported = bundle[file];
      return imported?.type === 'chunk' ? closure(bundle, imported, seen) : [];
    }),
  ];
}

/** app/early-start.ts as one small minified IIFE, with this build's defines and route chunks. */
async function bundleEarlyStart(config: ResolvedConfig, chunks: RouteChunks): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'silent',
    publicDir: false,
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
    .flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
  if (code.length !== 1) throw new Error(`route-preload: ${EARLY_START} did not bundle into one script`);
  // Inline in the HTML: nothing in it may close the script element.
  return (code[0] ?? '').trim().replaceAll('</script', '<\\/script');
}
