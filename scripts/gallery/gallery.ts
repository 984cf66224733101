/**
 * `npm run gallery`: every entry of tests/e2e/support/gallery-entries.ts at every gallery viewport,
 * photographed in Chromium against the production build (`vite preview`) and a fresh fake server,
 * each shot in a sandbox of its own; writes the PNGs, manifest.json and the contact sheet
 * (index.html) into gallery/ (git-ignored). Exits 1 when a shot did not render as expected (the
 * sheet still shows what was there), or when the build or the servers fail.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/e2e/ports.ts';
import {
  GALLERY_ENTRIES,
  GALLERY_VIEWPORTS,
  type GalleryEngine,
  type GalleryEntry,
  type GalleryViewport,
} from '../../tests/e2e/support/gallery-entries.ts';
import { entryAddress, hideSimulator, settled, showEntry } from '../../tests/e2e/support/gallery-page.ts';
import { gallerySandbox } from '../../tests/e2e/support/gallery-sandbox.ts';
import { serveApp } from '../bench/lighthouse.ts';
import { chromiumPath, lastLines, root, run } from '../bench/processes.ts';
import { contactSheet, type Shot } from './contact-sheet.ts';
import { shootInWebKit, WEBKIT_ENGINE, webkitMissing } from './webkit-shots.ts';

const USAGE = `npm run gallery [-- options]

  --no-build         reuse dist/web and bridge-sim/dist instead of building them first
  --only <text>      only the entries whose id contains <text> (repeatable)
  --out <dir>        where to write (default: gallery/)
  --workers <n>      pages rendered at once (default: 3; WebKit: 2 browsers)
  --engine <name>    chromium or webkit (repeatable; default: both, webkit when this machine has
                     WebKitWebDriver, MiniBrowser and Xvfb, as the WebKit lane needs)
  --help             this text

Writes <out>/index.html (the contact sheet), one PNG per entry, engine and viewport (plus a full-page PNG
when the page is taller than the screen) and manifest.json. Exits 1 if any shot failed.`;

const BRIDGE_SIM = join(root, 'bridge-sim/dist/bridge-sim.js');
const DIST = join(root, 'dist/web');
const ENGINE: GalleryEngine = 'chromium';
/** Sharp on a laptop screen, a few hundred kB per picture. */
const DEVICE_SCALE_FACTOR = 2;

function options() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean' },
      only: { type: 'string', multiple: true },
      out: { type: 'string' },
      workers: { type: 'string' },
      engine: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const workers = Number(values.workers ?? 3);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers must be a whole number ≥ 1`);
  const engines = values.engine ?? [];
  for (const engine of engines)
    if (engine !== 'chromium' && engine !== 'webkit')
      throw new Error(`--engine ${engine}: chromium or webkit`);
  return {
    build: !values['no-build'],
    chromium: engines.length === 0 || engines.includes('chromium'),
    /** 'auto': when the machine can; true: asked for, so a missing WebKit is an error. */
    webkit: engines.length === 0 ? ('auto' as const) : engines.includes('webkit'),
    only: values.only ?? [],
    out: resolve(root, values.out ?? 'gallery'),
    workers,
    help: values.help ?? false,
  };
}

const log = (line: string) => console.log(`[gallery] ${line}`);

async function build(): Promise<void> {
  for (const script of ['build', 'build:bridge-sim']) {
    log(`npm run ${script}…`);
    const result = await run(script, 'npm', ['run', '-s', script], { timeoutMs: 10 * 60_000 });
    if (result.code !== 0) throw new Error(`npm run ${script} failed:\n${lastLines(result.output)}`);
  }
}

function checkBuilt(): void {
  const missing = [join(DIST, 'index.html'), join(DIST, 'promotion.html'), BRIDGE_SIM].filter(
    (file) => !existsSync(file),
  );
  if (missing.length > 0)
    throw new Error(
      `--no-build, but ${missing.map((file) => relative(root, file)).join(', ')} missing: run without --no-build (or npm run build && npm run build:bridge-sim).`,
    );
}

/** Empties what an earlier run wrote (the folder may hold other files: they stay). */
function prepareOut(out: string): void {
  mkdirSync(out, { recursive: true });
  for (const name of readdirSync(out))
    if (name.endsWith('.png') || name === 'index.html' || name === 'manifest.json')
      rmSync(join(out, name), { force: true });
}

function commit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
    return `commit ${hash}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

interface Task {
  entry: GalleryEntry;
  viewport: GalleryViewport;
}

async function shoot(
  browser: Browser,
  app: string,
  fakeOrigin: string,
  task: Task,
  out: string,
): Promise<Shot> {
  const { entry, viewport } = task;
  const base = `${entry.id}--${ENGINE}-${viewport.id}`;
  const shot: Shot = { entryId: entry.id, engine: ENGINE, viewport, file: `${base}.png` };
  const context = await browser.newContext({
    baseURL: app,
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript({ path: BRIDGE_SIM });
    const page = await context.newPage();
    // Its own sandbox: one shot's state never leaks into another's.
    const sandbox = gallerySandbox(fakeOrigin, `gallery-${entry.id}-${viewport.id}`);
    try {
      await entry.setup?.(sandbox);
      await showEntry(page, entry, await entryAddress(entry, sandbox));
    } catch (error) {
      shot.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    await hideSimulator(page).catch(() => undefined);
    await page.screenshot({ path: join(out, shot.file) });
    const height = await page.evaluate(
      () => (document.scrollingElement ?? document.documentElement).scrollHeight,
    );
    if (height > viewport.height + 1) {
      // The whole page as one tall screen: Playwright's fullPage would paint fixed footers and
      // sheets where the first screen had them, over the middle of the page.
      shot.fullPageFile = `${base}-full.png`;
      await page.setViewportSize({ width: viewport.width, height: Math.min(height, 12_000) });
      await settled(page);
      await page.screenshot({ path: join(out, shot.fullPageFile) });
    }
  } finally {
    await context.close();
  }
  return shot;
}

async function main(): Promise<number> {
  const opts = options();
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  const began = performance.now();
  const entries = GALLERY_ENTRIES.filter(
    (entry) => opts.only.length === 0 || opts.only.some((text) => entry.id.includes(text)),
  );
  if (entries.length === 0) throw new Error(`no gallery entry id contains ${opts.only.join(' or ')}`);
  if (opts.build) await build();
  else checkBuilt();
  prepareOut(opts.out);
  const served = await serveApp(DIST, log);
  const shots: Shot[] = [];
  const tasks: Task[] = entries.flatMap((entry) =>
    GALLERY_VIEWPORTS.map((viewport) => ({ entry, viewport })),
  );
  const engines = opts.chromium ? 1 : 0;
  const missing = opts.webkit === false ? undefined : webkitMissing();
  if (missing && opts.webkit === true) throw new Error(`--engine webkit, but ${missing}`);
  if (missing) log(`WebKit column skipped: ${missing}.`);
  const total = tasks.length * (engines + (opts.webkit !== false && !missing ? 1 : 0));
  const landed = (shot: Shot) => {
    shots.push(shot);
    log(`${shots.length}/${total} ${shot.file}${shot.error ? `  FAILED: ${shot.error}` : ''}`);
  };
  try {
    if (opts.chromium) {
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
      try {
        log(
          `Chromium: ${entries.length} entries × ${GALLERY_VIEWPORTS.length} viewports, ${opts.workers} at a time…`,
        );
        let next = 0;
        const worker = async () => {
          for (let task = tasks[next++]; task !== undefined; task = tasks[next++])
            landed(await shoot(browser, served.app, served.fakeOrigin, task, opts.out));
        };
        await Promise.all(Array.from({ length: opts.workers }, worker));
      } finally {
        await browser.close();
      }
    }
    if (opts.webkit !== false && !missing)
      await shootInWebKit(tasks, {
        fakeOrigin: served.fakeOrigin,
        chromiumApp: served.app,
        out: opts.out,
        workers: Math.min(opts.workers, 2),
        log,
        onShot: landed,
      });
  } finally {
    await served.stop();
  }
  const order = (shot: Shot) =>
    (entries.findIndex((entry) => entry.id === shot.entryId) * 2 + (shot.engine === WEBKIT_ENGINE ? 1 : 0)) *
      GALLERY_VIEWPORTS.length +
    GALLERY_VIEWPORTS.findIndex((viewport) => viewport.id === shot.viewport.id);
  shots.sort((a, b) => order(a) - order(b));
  const sheetEntries = entries.map(({ id, route, title }) => ({ id, route, title }));
  const generatedAt = new Date().toISOString();
  const source = commit();
  writeFileSync(
    join(opts.out, 'manifest.json'),
    `${JSON.stringify({ generatedAt, source, entries: sheetEntries, shots }, null, 2)}\n`,
  );
  writeFileSync(
    join(opts.out, 'index.html'),
    contactSheet({ entries: sheetEntries, shots, generatedAt, source }),
  );
  const pngs = shots.length + shots.filter((shot) => shot.fullPageFile).length;
  const failed = shots.filter((shot) => shot.error);
  const seconds = ((performance.now() - began) / 1000).toFixed(0);
  log(`${entries.length} entries, ${shots.length} shots, ${pngs} PNGs in ${seconds} s.`);
  log(`open ${join(opts.out, 'index.html')} (file://${join(opts.out, 'index.html')})`);
  if (failed.length > 0) {
    log(`${failed.length} shot(s) did not render as expected:`);
    for (const shot of failed) log(`  ${shot.file}: ${shot.error}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[gallery] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
