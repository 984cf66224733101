// The built QA page: fresh when built after every file it bundled (sources.json) and every file of
// this folder changed; otherwise rebuilt, into a folder of its own and then moved into place, so two
// fake servers building at once, or one serving while another builds, never see half a page.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QA_PAGE_ROOT, qaPageConfig, SOURCES_FILE } from './config.ts';

export const QA_PAGE_DIST = join(QA_PAGE_ROOT, 'dist');

/** This folder's own files (index.html, the configs, src/), tests left out: a new file is a change too. */
function ownFiles(): string[] {
  return readdirSync(QA_PAGE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter(
      (name) => !name.startsWith('dist') && !name.startsWith('node_modules') && !name.endsWith('.test.ts'),
    )
    .map((name) => join(QA_PAGE_ROOT, name));
}

const mtimeOf = (file: string) => statSync(file).mtimeMs;

/** Why the built page is stale, or undefined when it is fresh. */
export function staleReason(): string | undefined {
  let builtAt: number;
  let sources: string[];
  try {
    builtAt = mtimeOf(join(QA_PAGE_DIST, SOURCES_FILE));
    sources = JSON.parse(readFileSync(join(QA_PAGE_DIST, SOURCES_FILE), 'utf8')) as string[];
  } catch {
    return 'not built yet';
  }
  for (const file of [...new Set([...sources.map((name) => join(QA_PAGE_ROOT, name)), ...ownFiles()])]) {
    let changed: number;
    try {
      changed = mtimeOf(file);
    } catch {
      return `${file} is gone`;
    }
    if (changed > builtAt) return 'its sources changed';
  }
  return undefined;
}

let building: Promise<void> | undefined;

/** Builds the page (Vite), whatever its state; one build at a time in this process. */
export function buildQaPage(): Promise<void> {
  building ??= (async () => {
    const { build } = await import('vite');
    const staging = join(QA_PAGE_DIST, `.build-${process.pid}-${Date.now()}`);
    try {
      await build(qaPageConfig(staging));
      // sources.json last: a page is fresh only once its files are all in place.
      const files = readdirSync(staging).sort(
        (a, b) => Number(a === SOURCES_FILE) - Number(b === SOURCES_FILE),
      );
      for (const file of files) renameSync(join(staging, file), join(QA_PAGE_DIST, file));
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  })().finally(() => {
    building = undefined;
  });
  return building;
}

/** Builds the page when stale; the build's time in ms, or undefined when it was fresh. */
export async function ensureQaPage(): Promise<{ reason: string; ms: number } | undefined> {
  const reason = staleReason();
  if (reason === undefined) return undefined;
  const started = performance.now();
  mkdirSync(QA_PAGE_DIST, { recursive: true });
  await buildQaPage();
  return { reason, ms: Math.round(performance.now() - started) };
}

// `node fake-server/qa-page/build.ts`: build now, fresh or not.
if (import.meta.main) {
  const started = performance.now();
  mkdirSync(QA_PAGE_DIST, { recursive: true });
  await buildQaPage();
  console.log(`QA page built in ${Math.round(performance.now() - started)} ms: ${QA_PAGE_DIST}`);
}
