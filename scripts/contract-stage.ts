/**
 * Generation happens in a staged copy of the project, never in place: orval's `clean: true` empties
 * its output folders before it writes, so a failing run in place would leave the app and the fake
 * server with no generated code at all. The copy has the project's layout (orval writes relative
 * imports between its outputs and the mutator), and only a finished, checked output is copied back,
 * file by file, and only the files that changed: the dev servers then reload once, for what moved.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { BUNDLE_DIR, CONTRACT_DIR, OUTPUT_DIRS, STAMP_FILE } from './contract-files.ts';

/** The mutators orval reads (openapi/orval.config.ts names them), with their neighbours. */
const MUTATOR_DIR = 'web/src/api';
/** orval reads the package versions and the TypeScript settings (import extensions) from these. */
const PROJECT_FILES = ['package.json', 'tsconfig.base.json'];

function isMadeFromContract(path: string): boolean {
  return [BUNDLE_DIR, ...OUTPUT_DIRS].some((dir) => path === dir || path.startsWith(`${dir}/`));
}

/** Stages not removed yet: a process that ends mid-generation (Ctrl-C) removes them on its way out. */
const live = new Set<string>();
let cleanupOnExit = false;

/**
 * Copies what generation reads from `root` into a new temporary folder and returns it: the
 * contract's sources, the mutators, the project files, and `node_modules` as a link.
 */
export function stageContract(root: string): string {
  const stage = mkdtempSync(join(tmpdir(), 'contract-stage-'));
  live.add(stage);
  if (!cleanupOnExit) {
    cleanupOnExit = true;
    process.on('exit', () => {
      for (const left of live) rmSync(left, { recursive: true, force: true });
    });
  }
  cpSync(join(root, CONTRACT_DIR), join(stage, CONTRACT_DIR), {
    recursive: true,
    filter: (source) =>
      !isMadeFromContract(
        source
          .slice(root.length + 1)
          .split(sep)
          .join('/'),
      ),
  });
  const mutators = join(root, MUTATOR_DIR);
  mkdirSync(join(stage, MUTATOR_DIR), { recursive: true });
  for (const name of readdirSync(mutators)) {
    if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      copyFileSync(join(mutators, name), join(stage, MUTATOR_DIR, name));
  }
  for (const name of PROJECT_FILES)
    if (existsSync(join(root, name))) copyFileSync(join(root, name), join(stage, name));
  symlinkSync(join(root, 'node_modules'), join(stage, 'node_modules'), 'dir');
  return stage;
}

export function removeStage(stage: string): void {
  rmSync(stage, { recursive: true, force: true });
  live.delete(stage);
}

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(join(dir, name)).isFile(),
  );
}

/** Replaces a file in one step (a rename), so a watcher never reads it half written. */
function replaceFile(file: string, content: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

function removeEmptyDirs(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      removeEmptyDirs(path);
      if (readdirSync(path).length === 0) rmdirSync(path);
    }
  }
}

/**
 * Makes the generated folders of `root` equal to the stage's: writes the files that differ, then
 * removes the ones the stage no longer has, the stamp last (a sync cut short leaves a stale stamp,
 * so the next run generates again). Returns the changed paths, relative to the root.
 */
export function syncOutputs(stage: string, root: string): string[] {
  const changed: string[] = [];
  for (const dir of [BUNDLE_DIR, ...OUTPUT_DIRS]) {
    const staged = filesIn(join(stage, dir));
    const wanted = new Set(staged);
    for (const name of staged) {
      const path = `${dir}/${name.split(sep).join('/')}`;
      if (path === STAMP_FILE) continue;
      const content = readFileSync(join(stage, dir, name));
      const target = join(root, dir, name);
      if (existsSync(target) && readFileSync(target).equals(content)) continue;
      replaceFile(target, content);
      changed.push(path);
    }
    for (const name of filesIn(join(root, dir))) {
      if (wanted.has(name)) continue;
      unlinkSync(join(root, dir, name));
      changed.push(`${dir}/${name.split(sep).join('/')}`);
    }
    removeEmptyDirs(join(root, dir));
  }
  const stamp = join(stage, STAMP_FILE);
  if (existsSync(stamp)) replaceFile(join(root, STAMP_FILE), readFileSync(stamp));
  return changed;
}
