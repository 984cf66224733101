// The contract watch of `npm run dev` on a copy of the project's contract: saves a broken contract
// and finds the last good output untouched, then saves a good one and finds it generated.
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractHash, outputHash, PROJECT_ROOT, readStamp } from './contract-files.ts';
import { runContractPipeline } from './contract-pipeline.ts';
import { type ContractWatch, type ContractWatchEvent, watchContract } from './contract-watch.ts';
import { type ContractWorker, startContractWorker } from './contract-worker.ts';

const ORDER_PATHS = 'openapi/paths/order.yaml';
const ORDER_MODEL = 'openapi/generated/model/orderDetail.ts';
const ORDER_ZOD = 'openapi/generated/zod/order/order.zod.ts';
const ORDER_HOOKS = 'web/src/api/generated/hooks/order/order.ts';

/** A project of its own: the contract's sources, the mutators, the project files, node_modules. */
function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'contract-watch-test-'));
  cpSync(join(PROJECT_ROOT, 'openapi'), join(root, 'openapi'), {
    recursive: true,
    filter: (source) => !/\/openapi\/(dist|generated)(\/|$)/.test(source),
  });
  mkdirSync(join(root, 'web/src/api'), { recursive: true });
  for (const name of readdirSync(join(PROJECT_ROOT, 'web/src/api')))
    if (/\.ts$/.test(name) && !name.endsWith('.test.ts'))
      copyFileSync(join(PROJECT_ROOT, 'web/src/api', name), join(root, 'web/src/api', name));
  for (const name of ['package.json', 'tsconfig.json', 'tsconfig.base.json'])
    copyFileSync(join(PROJECT_ROOT, name), join(root, name));
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('contract watch', () => {
  let root: string;
  let worker: ContractWorker;
  let watch: ContractWatch;
  const events: ContractWatchEvent[] = [];
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  /** Saves as editors do: in place, or (vim, JetBrains) a new file renamed over the old one. */
  const edit = (path: string, change: (text: string) => string, save: 'in place' | 'by rename') => {
    const before = read(path);
    const after = change(before);
    expect(after).not.toBe(before);
    const file = join(root, path);
    if (save === 'in place') writeFileSync(file, after);
    else {
      writeFileSync(`${file}.swp`, after);
      renameSync(`${file}.swp`, file);
    }
  };
  /** The next result after the events seen so far. */
  const nextResult = async () => {
    const seen = events.length;
    const event = await until('the watch to regenerate', () =>
      events.slice(seen).find((candidate) => candidate.type === 'result'),
    );
    if (event.type !== 'result') throw new Error('unreachable');
    return event;
  };

  beforeAll(async () => {
    root = copyProject();
    worker = startContractWorker();
    // The first generation, as `npm install` makes it.
    const first = await runContractPipeline(root, { build: worker.build, lint: true });
    expect(first).toMatchObject({ ok: true });
    watch = watchContract({ root, build: worker.build, onEvent: (event) => events.push(event) });
  }, 180_000);

  afterAll(async () => {
    await watch?.close();
    await worker?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('keeps the last good output when a save breaks the contract, and says why', async () => {
    const good = { output: outputHash(root), stamp: readStamp(root), model: read(ORDER_MODEL) };

    // A reference to a schema that does not exist: neither the lint nor the bundler can resolve it.
    const broken = nextResult();
    edit(
      ORDER_PATHS,
      (text) => text.replace("$ref: '#/schemas/LoanDetailsOk'", "$ref: '#/schemas/LoanDetailsOops'"),
      'by rename',
    );
    const { result, files } = await broken;
    expect(files).toEqual([ORDER_PATHS]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toContain('openapi/paths/order.yaml');
    expect(result.problem).toMatch(/Can't resolve \$ref/);
    expect(outputHash(root)).toBe(good.output);
    expect(readStamp(root)).toEqual(good.stamp);
    expect(read(ORDER_MODEL)).toBe(good.model);

    // A contract that generates but does not lint (a type that does not exist) is refused as well.
    const unlinted = nextResult();
    // Saved by rename again: the watch must still see the file it saw replaced before.
    edit(
      ORDER_PATHS,
      (text) =>
        text
          .replace("$ref: '#/schemas/LoanDetailsOops'", "$ref: '#/schemas/LoanDetailsOk'")
          .replace('productName: { type: string }', 'productName: { type: strin }'),
      'by rename',
    );
    const second = (await unlinted).result;
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.problem).toMatch(/does not lint[\s\S]*order\.yaml[\s\S]*error/);
    expect(outputHash(root)).toBe(good.output);
    expect(readStamp(root)).toEqual(good.stamp);
  }, 150_000);

  it('replaces the output when a good save follows: a new field reaches the types, zod and hooks', async () => {
    const before = { hooks: read(ORDER_HOOKS) };
    const fixed = nextResult();
    edit(
      ORDER_PATHS,
      (text) =>
        text
          .replace('productName: { type: strin }', 'productName: { type: string }')
          .replace(
            '      cardPopMsg: { type: string }\n',
            "      cardPopMsg: { type: string }\n      watchProbe: { type: string, description: 'Added by the watch test.' }\n",
          ),
      'in place',
    );
    const { result } = await fixed;
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(read(ORDER_MODEL)).toMatch(/watchProbe\?: string;/);
    expect(read(ORDER_ZOD)).toContain('"watchProbe"');
    expect(result.changed).toEqual(
      expect.arrayContaining([ORDER_MODEL, ORDER_ZOD, 'openapi/dist/openapi.yaml']),
    );
    // Only what moved is written: the order hooks name no field of the answer.
    expect(result.changed).not.toContain(ORDER_HOOKS);
    expect(read(ORDER_HOOKS)).toBe(before.hooks);
    // The stamp is what `npm run generate -- --check` holds the output to.
    expect(readStamp(root)).toEqual({ contract: contractHash(root), output: outputHash(root) });
  }, 90_000);
});
