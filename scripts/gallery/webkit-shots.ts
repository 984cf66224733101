/**
 * The gallery's WebKit column: every entry photographed in WebKitGTK (the engine family of the iOS
 * web view), beside the Chromium shots, so a difference a borrower would notice shows on one sheet.
 * Driven as the WebKit lane drives it (tests/webkit/): MiniBrowser under a private Xvfb display,
 * the production build served by the lane's `vite preview`, which puts the bridge simulator first
 * in every page (WebKitWebDriver has no init scripts).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebDriver } from 'selenium-webdriver';
import type {
  GalleryEngine,
  GalleryEntry,
  GalleryViewport,
  Ready,
} from '../../tests/e2e/support/gallery-entries.ts';
import { describeReady, SIMULATOR_SELECTORS, whenSettled } from '../../tests/e2e/support/gallery-page.ts';
import { type GallerySandbox, gallerySandbox, withSession } from '../../tests/e2e/support/gallery-sandbox.ts';
import { findInPage, type Query, type Role } from '../../tests/webkit/support/find-in-page.ts';
import { screenPng } from '../../tests/webkit/support/phone.ts';
import { MINIBROWSER, startWebKit, WEBKIT_DRIVER } from '../../tests/webkit/support/webkit-driver.ts';
import { startXvfb, XVFB } from '../../tests/webkit/support/xvfb.ts';
import { childEnv, freePort, NODE, type Started, start, VITE, waitForUrl } from '../bench/processes.ts';
import type { Shot } from './contact-sheet.ts';

export const WEBKIT_ENGINE: GalleryEngine = 'webkitgtk';

/** Why this machine cannot take WebKit shots, or undefined when it can. */
export function webkitMissing(): string | undefined {
  if (process.platform !== 'linux') return `WebKitGTK runs on Linux only, not ${process.platform}`;
  for (const [path, what] of [
    [WEBKIT_DRIVER, 'WebKitWebDriver'],
    [MINIBROWSER, 'MiniBrowser'],
    [XVFB, 'Xvfb'],
  ] as const)
    if (!existsSync(path)) return `${what} not found at ${path} (apt-get install webkit2gtk-driver xvfb)`;
  return undefined;
}

export interface WebKitTask {
  entry: GalleryEntry;
  viewport: GalleryViewport;
}

interface WebKitRun {
  /** The fake server the Chromium shots use: the WebKit ones take sandboxes of their own in it. */
  fakeOrigin: string;
  /** The Chromium preview's origin: pay-code addresses the fake answers name it, WebKit swaps it. */
  chromiumApp: string;
  out: string;
  workers: number;
  log: (line: string) => void;
  onShot: (shot: Shot) => void;
}

/** How long an entry may take to show its content in WebKit (software rendering, a busy machine). */
const READY_TIMEOUT_MS = 20_000;
/** Tall pages as one picture up to this height (the Xvfb screen below is this tall). */
const FULL_PAGE_MAX = 4_000;

function queryOf(ready: Ready): Query | { title: string } {
  if ('testId' in ready) return { testId: ready.testId };
  if ('text' in ready) return { text: ready.text, exact: true };
  if ('title' in ready) return { title: ready.title };
  // The gallery's roles are the ones find-in-page knows; heading levels are not checked here.
  return { role: ready.role as Role, ...(ready.name === undefined ? {} : { name: ready.name }), exact: true };
}

const FIND = `const q = arguments[0];
  if ('title' in q) return Array.from(document.querySelectorAll('[title]')).filter((e) => e.getAttribute('title') === q.title);
  return (${findInPage.toString()})(q);`;
/** Taps the first match, as the Chromium gallery's `.first().click()`. */
const CLICK_FIRST = `(function () { ${FIND} }).apply(null, arguments)[0].click();`;

async function waitShown(driver: WebDriver, entry: GalleryEntry, ready: Ready): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const found = await driver.executeScript<unknown[]>(FIND, queryOf(ready)).catch(() => []);
    if (found.length > 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `${entry.id}: ${describeReady(ready)} did not show within ${READY_TIMEOUT_MS / 1000} s`,
      );
    // A tick between looks: the page moves on its own (answers, animations), not by this wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The gallery's own settle rule (whenSettled), run through WebDriver. */
async function settled(driver: WebDriver): Promise<void> {
  await driver.executeAsyncScript(
    `(${whenSettled.toString()})().then(() => arguments[arguments.length - 1](), () => arguments[arguments.length - 1]());`,
  );
}

/** Opens the entry in its own sandbox, waits for its content and taps its tap. */
async function show(driver: WebDriver, entry: GalleryEntry, sandbox: GallerySandbox, url: string) {
  await entry.setup?.(sandbox);
  await driver.get(url);
  for (const ready of entry.ready) await waitShown(driver, entry, ready);
  if (entry.tap) {
    await waitShown(driver, entry, entry.tap.target);
    await driver.executeScript(CLICK_FIRST, queryOf(entry.tap.target));
    await waitShown(driver, entry, entry.tap.shows);
  }
  await settled(driver);
}

async function shoot(driver: WebDriver, task: WebKitTask, run: WebKitRun, app: string): Promise<Shot> {
  const { entry, viewport } = task;
  const base = `${entry.id}--${WEBKIT_ENGINE}-${viewport.id}`;
  const shot: Shot = { entryId: entry.id, engine: WEBKIT_ENGINE, viewport, file: `${base}.png` };
  await driver.manage().window().setRect({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  // MiniBrowser's window is never narrower than 334 px: the small column says the size it really had.
  const [width, height] = await driver.executeScript<[number, number]>(
    'return [window.innerWidth, window.innerHeight];',
  );
  shot.viewport = { id: viewport.id, width, height };
  const sandbox = gallerySandbox(run.fakeOrigin, `gallery-webkit-${entry.id}-${viewport.id}`);
  try {
    const address = typeof entry.address === 'string' ? entry.address : await entry.address(sandbox);
    const url = new URL(withSession(address, sandbox.sessionId), app);
    // An address the fake answered names the Chromium preview: the same page, from WebKit's.
    if (url.origin === new URL(run.chromiumApp).origin) url.host = new URL(app).host;
    await show(driver, entry, sandbox, url.href);
  } catch (error) {
    shot.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  await driver
    .executeScript(
      `for (const e of document.querySelectorAll(arguments[0])) e.style.setProperty('display', 'none', 'important');`,
      SIMULATOR_SELECTORS.join(','),
    )
    .catch(() => undefined);
  writeFileSync(join(run.out, shot.file), await screenPng(driver));
  const pageHeight = await driver
    .executeScript<number>('return (document.scrollingElement || document.documentElement).scrollHeight;')
    .catch(() => 0);
  if (pageHeight > height + 1) {
    shot.fullPageFile = `${base}-full.png`;
    await driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, width: viewport.width, height: Math.min(pageHeight, FULL_PAGE_MAX) });
    await settled(driver);
    writeFileSync(join(run.out, shot.fullPageFile), await screenPng(driver));
  }
  return shot;
}

/**
 * Takes every task's shot in WebKit, `workers` browsers at a time, reporting each as it lands.
 * The caller checks webkitMissing() first.
 */
export async function shootInWebKit(tasks: readonly WebKitTask[], run: WebKitRun): Promise<void> {
  const xvfb = await startXvfb(`1280x${FULL_PAGE_MAX}x24`);
  // WebKitWebDriver opens MiniBrowser on this display.
  process.env.DISPLAY = xvfb.display;
  const port = await freePort();
  const app = `http://127.0.0.1:${port}`;
  const fakePort = new URL(run.fakeOrigin).port;
  const preview: Started = start(
    'webkit preview',
    NODE,
    [VITE, 'preview', '--config', 'tests/webkit/vite.config.ts', '--port', String(port)],
    { env: childEnv({ FAKE_PORT: fakePort }) },
  );
  try {
    await waitForUrl(`${app}/`, preview);
    run.log(`WebKit: Xvfb ${xvfb.display}, preview ${app}, ${run.workers} browser(s)…`);
    let next = 0;
    const worker = async () => {
      const session = await startWebKit();
      try {
        for (let task = tasks[next++]; task !== undefined; task = tasks[next++])
          run.onShot(await shoot(session.driver, task, run, app));
      } finally {
        await session.close();
      }
    };
    await Promise.all(Array.from({ length: run.workers }, worker));
  } finally {
    await preview.stop();
    xvfb.process.kill();
  }
}
