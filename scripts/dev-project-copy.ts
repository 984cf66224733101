/**
 * A throwaway copy of the project to run `npm run dev` in and edit (the bench's reload timings):
 * the working tree's files (tracked and new, what git would not ignore), the generated code, and
 * `node_modules` as a folder of links, so Vite's cache (`node_modules/.vite`) is the copy's own.
 * Nothing in the project is touched, whatever happens to the run.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OUTPUT_DIRS } from './contract-files.ts';

/** Caches that belong to one project folder: the copy starts them afresh. */
const OWN_CACHES = new Set(['.vite', '.vite-temp', '.cache']);

export interface ProjectCopy {
  root: string;
  remove(): void;
}

/** Copies `root` into a new temporary folder. */
export function copyProject(root: string): ProjectCopy {
  const copy = mkdtempSync(join(tmpdir(), 'dev-loop-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    // A file deleted in the working tree is still listed by git until the deletion is staged.
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  for (const dir of ['openapi/dist', ...OUTPUT_DIRS])
    if (existsSync(join(root, dir))) cpSync(join(root, dir), join(copy, dir), { recursive: true });
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (OWN_CACHES.has(name)) continue;
    symlinkSync(join(root, 'node_modules', name), join(copy, 'node_modules', name));
  }
  return { root: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
