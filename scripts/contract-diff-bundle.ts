/**
 * The two contracts `npm run contract:diff` compares, as bundled JSON documents: the working
 * tree's (`openapi/dist/openapi.json`, made by `npm run generate`), a committed baseline file, or
 * the `openapi/` folder of any git ref bundled with the project's own bundler (Redocly's, as
 * `npm run generate` does it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleFromString, createConfig } from '@redocly/openapi-core';
import { bundleContract } from './contract-build.ts';
import type { Json } from './contract-diff-corpus.ts';
import { BUNDLE_DIR, CONTRACT_DIR } from './contract-files.ts';

/** The committed contract the app was last released against: the default base. */
export const BASELINE_FILE = 'openapi/baseline/openapi.json';

function parseContract(text: string, where: string): Json {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || !('openapi' in parsed))
    throw new Error(`${where} is not an OpenAPI document.`);
  return parsed as Json;
}

/** The working tree's bundled contract (bundled now when `npm run generate` has not run). */
export async function currentContract(root: string): Promise<Json> {
  const file = join(root, BUNDLE_DIR, 'openapi.json');
  if (!existsSync(file)) await bundleContract(root);
  return parseContract(readFileSync(file, 'utf8'), file);
}

/**
 * The base contract: a JSON file (a bundled contract) or a git ref whose `openapi/` folder is
 * bundled in a temporary folder.
 */
export async function baseContract(root: string, base: string): Promise<Json> {
  const file = join(root, base);
  if (existsSync(base) || existsSync(file)) {
    const path = existsSync(file) ? file : base;
    return parseContract(readFileSync(path, 'utf8'), base);
  }
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${base}^{commit}`], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error(`--base ${base} is neither a file nor a git ref.`);
  }
  const staged = mkdtempSync(join(tmpdir(), 'contract-base-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', commit, CONTRACT_DIR], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', staged], { input: archive });
    await bundleContract(staged);
    return parseContract(readFileSync(join(staged, BUNDLE_DIR, 'openapi.json'), 'utf8'), `${base}:openapi/`);
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
}

/** The document with every `$ref` replaced by what it points to (for libraries that want it). */
export async function dereferenceContract(doc: Json): Promise<Json> {
  const result = await bundleFromString({
    source: JSON.stringify(doc),
    absoluteRef: join(tmpdir(), 'contract.json'),
    config: await createConfig({}, {}),
    dereference: true,
  });
  return result.bundle.parsed as Json;
}
