/**
 * Generates everything that comes from the contract: the bundled document, orval's React Query
 * hooks (web/src/api/generated) and types and zod schemas (openapi/generated), and
 * openapi-typescript's path types (openapi/generated). Runs on install, dev, build and test.
 *
 *   node scripts/generate.ts          regenerate when the contract changed (fast no-op otherwise)
 *   node scripts/generate.ts --force  regenerate regardless
 *   node scripts/generate.ts --check  fail when the generated code is missing, stale or hand-edited
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
// Beside the contract: types, zod schemas, path types (the app and the fake server import them).
const generatedDir = join(root, 'openapi/generated');
// In the app: the React Query hooks (only the app uses them).
const hooksDir = join(root, 'web/src/api/generated');
const stampFile = join(generatedDir, 'stamp.json');
const bundled = join(root, 'openapi/dist/openapi.yaml');

interface Stamp {
  contract: string;
  output: string;
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile() && keep(file))
    .sort();
}

function hashFiles(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

// The inputs: contract sources, generator config, this script and the generator versions.
function contractHash(): string {
  const sources = filesUnder(join(root, 'openapi'), (f) => !f.includes('/dist/') && /\.(ya?ml|ts)$/.test(f));
  const versions = ['orval', 'openapi-typescript', '@redocly/cli'].map((name) => {
    const pkg = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    return `${name}@${pkg.version}`;
  });
  return createHash('sha256')
    .update(hashFiles([...sources, join(root, 'scripts/generate.ts')]))
    .update(versions.join(','))
    .digest('hex');
}

function outputHash(): string {
  return hashFiles([
    ...filesUnder(generatedDir, (f) => f !== stampFile),
    ...filesUnder(hooksDir, () => true),
  ]);
}

function readStamp(): Stamp | undefined {
  if (!existsSync(stampFile)) return undefined;
  return JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
}

function run(bin: string, args: string[]): void {
  // The tools' `#!/usr/bin/env node` must find the project's Node 24, not an older system Node.
  const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}` };
  const result = spawnSync(join(root, 'node_modules/.bin', bin), args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`Failed to generate code: \`${bin} ${args.join(' ')}\` exited with ${result.status}.`);
  }
}

function generate(): void {
  mkdirSync(join(root, 'openapi/dist'), { recursive: true });
  run('redocly', ['bundle', 'openapi/openapi.yaml', '-o', bundled]);
  // A JSON copy for tests and scripts that read the contract without a YAML parser.
  run('redocly', [
    'bundle',
    'openapi/openapi.yaml',
    '--ext',
    'json',
    '-o',
    bundled.replace(/\.yaml$/, '.json'),
  ]);
  run('orval', ['--config', 'openapi/orval.config.ts']);
  run('openapi-typescript', [bundled, '-o', join(generatedDir, 'openapi-types.ts')]);
  const stamp: Stamp = { contract: contractHash(), output: outputHash() };
  writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
}

const args = new Set(process.argv.slice(2));
const stamp = readStamp();
const contract = contractHash();

if (args.has('--check')) {
  if (!stamp) {
    console.error('Generated code is missing: run `npm run generate`.');
    process.exit(1);
  }
  if (stamp.contract !== contract) {
    console.error(
      'Generated code is stale (the contract changed since it was generated): run `npm run generate`.',
    );
    process.exit(1);
  }
  if (stamp.output !== outputHash()) {
    console.error(
      'Generated code was edited by hand: change the contract instead and run `npm run generate -- --force`.',
    );
    process.exit(1);
  }
  console.log('Generated code is in sync with the contract.');
} else if (args.has('--force') || stamp?.contract !== contract || stamp.output !== outputHash()) {
  generate();
} else {
  console.log('Generated code is up to date.');
}
