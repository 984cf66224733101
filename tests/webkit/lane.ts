/**
 * The WebKit lane: the production build in WebKitGTK (the engine family of the iOS web view), driven
 * by WebKitWebDriver under a private Xvfb display. Starts Xvfb, the fake server and an e2e-only
 * `vite preview` (tests/webkit/vite.config.ts), runs the journeys with Vitest, stops everything.
 *
 *   node tests/webkit/lane.ts           against the build in dist/web (npm test builds it first)
 *   node tests/webkit/lane.ts --build   builds the app and the bridge simulator first (npm run test:webkit)
 *   npm run test:webkit -- repay         only the journey files whose path contains 'repay' (Vitest filters)
 *
 * Without WebKitWebDriver or Xvfb (macOS, Windows, a Linux without the packages) it prints one line
 * saying the lane was skipped and how to install it, leaves test-results/webkit/skipped.json for the
 * CI summary, and exits 0, or 1 when WEBKIT_LANE_REQUIRED=1 (CI, which installs the packages).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_PORT, FAKE_PORT } from '../e2e/ports.ts';
import type { ScreenshotNote } from './support/phone.ts';
import { MINIBROWSER, WEBKIT_DRIVER } from './support/webkit-driver.ts';
import { startXvfb, XVFB } from './support/xvfb.ts';

const root = join(import.meta.dirname, '../..');
const results = join(root, 'test-results/webkit');
const bin = (path: string) => join(root, 'node_modules', path);

const children: ChildProcess[] = [];

function stopAll(): void {
  for (const child of children.reverse()) if (child.exitCode === null) child.kill();
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

function skip(reason: string): never {
  // No results of an earlier run may count as this one's.
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, 'skipped.json'), `${JSON.stringify({ reason })}\n`);
  const required = process.env.WEBKIT_LANE_REQUIRED === '1';
  console.log(
    `WebKit lane ${required ? 'FAILED' : 'skipped'}: ${reason}; install it with \`apt-get install webkit2gtk-driver xvfb\` (Debian/Ubuntu, x86_64).`,
  );
  process.exit(required ? 1 : 0);
}

/** Waits until `url` answers (any status), or the process serving it has died. */
async function waitFor(url: string, server: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`${name} exited with ${server.exitCode} (is ${url} taken?).`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer on ${url} within 30 s.`);
}

function serve(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`[webkit lane] ${name} exited with ${code}`);
  });
  return child;
}

/** test-results/webkit/screenshots.json: every screenshot the journeys left, for the screen gallery. */
function indexScreenshots(): number {
  if (!existsSync(results)) return 0;
  const notes: ScreenshotNote[] = readdirSync(results)
    .filter((file) => file.endsWith('.json') && !['results.json', 'screenshots.json'].includes(file))
    .map((file) => JSON.parse(readFileSync(join(results, file), 'utf8')) as ScreenshotNote)
    .filter((note) => typeof note.png === 'string')
    .sort((a, b) => a.png.localeCompare(b.png));
  writeFileSync(join(results, 'screenshots.json'), `${JSON.stringify(notes, null, 2)}\n`);
  return notes.length;
}

async function main(): Promise<number> {
  if (process.platform !== 'linux')
    skip(`WebKitWebDriver (WebKitGTK) runs on Linux only, not ${process.platform}`);
  for (const [path, what] of [
    [WEBKIT_DRIVER, 'WebKitWebDriver'],
    [MINIBROWSER, 'MiniBrowser'],
    [XVFB, 'Xvfb'],
  ] as const)
    if (!existsSync(path)) skip(`${what} not found at ${path}`);

  rmSync(results, { recursive: true, force: true });
  if (process.argv.includes('--build')) {
    for (const script of ['build', 'build:bridge-sim']) {
      const built = spawnSync('npm', ['run', '-s', script], { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) return built.status ?? 1;
    }
  }
  for (const file of ['dist/web/index.html', 'bridge-sim/dist/bridge-sim.js'])
    if (!existsSync(join(root, file)))
      throw new Error(`${file} is missing: run \`npm run test:webkit\` (it builds), or build first.`);

  const started = Date.now();
  const xvfb = await startXvfb();
  children.push(xvfb.process);
  const display = xvfb.display;
  const fake = serve('fake server', ['fake-server/src/main.ts'], {
    FAKE_PORT: String(FAKE_PORT),
    FAKE_APP_ORIGIN: `http://127.0.0.1:${APP_PORT}`,
  });
  const preview = serve(
    'vite preview',
    [
      bin('vite/bin/vite.js'),
      'preview',
      '--config',
      'tests/webkit/vite.config.ts',
      '--port',
      String(APP_PORT),
    ],
    { FAKE_PORT: String(FAKE_PORT) },
  );
  await waitFor(`http://127.0.0.1:${FAKE_PORT}/__fake/orders`, fake, 'The fake server');
  await waitFor(`http://127.0.0.1:${APP_PORT}/`, preview, 'vite preview');
  console.log(`[webkit lane] Xvfb ${display}, fake server :${FAKE_PORT}, preview :${APP_PORT}`);

  const vitest = spawn(
    process.execPath,
    [
      bin('vitest/vitest.mjs'),
      'run',
      '--config',
      'tests/webkit/vitest.config.ts',
      ...process.argv.slice(2).filter((arg) => arg !== '--build'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DISPLAY: display,
        E2E_FAKE_PORT: String(FAKE_PORT),
        E2E_APP_PORT: String(APP_PORT),
      },
      stdio: 'inherit',
    },
  );
  children.push(vitest);
  const code = await new Promise<number>((resolve) => vitest.once('exit', (exit) => resolve(exit ?? 1)));
  const shots = indexScreenshots();
  console.log(
    `[webkit lane] ${((Date.now() - started) / 1000).toFixed(0)} s; ${shots} screenshots in test-results/webkit/ (screenshots.json lists them)`,
  );
  return code;
}

main().then(
  (code) => {
    stopAll();
    process.exit(code);
  },
  (error: unknown) => {
    console.error(`[webkit lane] ${error instanceof Error ? error.message : String(error)}`);
    stopAll();
    process.exit(1);
  },
);
