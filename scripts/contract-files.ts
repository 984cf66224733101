/**
 * Where the contract's sources and generated outputs live, and the hashes of both that
 * `openapi/generated/stamp.json` keeps (generate.ts --check, the contract watch of `npm run dev`).
 * Every function takes the project root, so the same code reads the project or a staged copy.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The project these scripts belong to: its generator versions and scripts are part of the hash. */
export const PROJECT_ROOT = join(import.meta.dirname, '..');

/** The contract's sources: everything under openapi/ but what is made from it (and its tests). */
export const CONTRACT_DIR = 'openapi';
/** Bundled contract (YAML for orval, JSON for tests). Made from the sources, not hashed. */
export const BUNDLE_DIR = 'openapi/dist';
/** Generated code, hashed into the stamp: types, zod schemas, path types; the app's hooks. */
export const OUTPUT_DIRS = ['openapi/generated', 'web/src/api/generated'] as const;
export const STAMP_FILE = 'openapi/generated/stamp.json';

/** The scripts whose code decides the output: a change to them regenerates. */
const GENERATOR_SCRIPTS = ['scripts/generate.ts', 'scripts/contract-build.ts'];
const GENERATOR_PACKAGES = ['orval', 'openapi-typescript', '@redocly/openapi-core', '@redocly/cli'];

export interface Stamp {
  /** Hash of the sources, the generator scripts and versions the output was made from. */
  contract: string;
  /** Hash of the output itself, so a hand edit shows. */
  output: string;
}

/**
 * Whether a path under openapi/ (relative to it, as fs.watch reports it) is a contract source.
 *
 * @example isContractSource('paths/order.yaml') // true
 * @example isContractSource('generated/zod/order/order.zod.ts') // false
 */
export function isContractSource(pathInContractDir: string): boolean {
  const path = pathInContractDir.split(sep).join('/');
  if (path.startsWith('dist/') || path.startsWith('generated/')) return false;
  // The contract-diff gate's baseline and acknowledgements describe the contract, are not part of it.
  if (path.startsWith('baseline/') || path === 'accepted-changes.yaml') return false;
  return /\.(ya?ml|ts)$/.test(path) && !/\.test\.ts$/.test(path);
}

function filesUnder(dir: string, keep: (relativePath: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => keep(name) && statSync(join(dir, name)).isFile())
    .map((name) => join(dir, name))
    .sort();
}

/** The contract's source files (absolute paths, sorted). */
export function contractSources(root: string): string[] {
  return filesUnder(join(root, CONTRACT_DIR), isContractSource);
}

/** The generated files of the stamp (absolute paths, sorted), the stamp itself left out. */
export function outputFiles(root: string): string[] {
  const stamp = join(root, STAMP_FILE);
  return OUTPUT_DIRS.flatMap((dir) => filesUnder(join(root, dir), () => true)).filter((f) => f !== stamp);
}

function hashFiles(root: string, files: string[], hash = createHash('sha256')) {
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash;
}

/** Hash of what the output is made from: the sources under `root`, this project's generators. */
export function contractHash(root: string): string {
  const hash = hashFiles(root, contractSources(root));
  hashFiles(
    PROJECT_ROOT,
    GENERATOR_SCRIPTS.map((script) => join(PROJECT_ROOT, script)),
    hash,
  );
  for (const name of GENERATOR_PACKAGES) {
    const manifest = join(PROJECT_ROOT, 'node_modules', name, 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    hash.update(`${name}@${version}`);
  }
  return hash.digest('hex');
}

export function outputHash(root: string): string {
  return hashFiles(root, outputFiles(root)).digest('hex');
}

export function readStamp(root: string): Stamp | undefined {
  const file = join(root, STAMP_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stamp;
  } catch {
    return undefined; // a damaged stamp is a missing one: generate again
  }
}

export function stampText(stamp: Stamp): string {
  return `${JSON.stringify(stamp, null, 2)}\n`;
}
