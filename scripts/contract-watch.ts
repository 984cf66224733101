/**
 * The contract watch of `npm run dev`: a save of any contract source under openapi/ regenerates in
 * the background (lint, bundle, hooks, zod, types: contract-pipeline.ts). Saves that come in a
 * burst make one run; a save during a run makes one more after it. A contract that does not lint or
 * generate keeps the last good output; the dev servers pick up a good one by themselves (Vite
 * reloads the app, the fake server restarts on the zod schemas it imports).
 */
import { type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CONTRACT_DIR, contractHash, isContractSource, outputHash, readStamp } from './contract-files.ts';
import { type ContractBuilder, type PipelineResult, runContractPipeline } from './contract-pipeline.ts';

export type ContractWatchEvent =
  /** A run starts; `files` are the sources saved since the last one. */
  | { type: 'start'; files: string[] }
  /** A run ended: regenerated, or refused with the problem (the last good output stays). */
  | { type: 'result'; files: string[]; result: PipelineResult };

export interface ContractWatchOptions {
  root: string;
  build: ContractBuilder;
  onEvent: (event: ContractWatchEvent) => void;
  /** How long saves are gathered before a run (editors write a file in several steps). */
  debounceMs?: number;
}

export interface ContractWatch {
  /** Resolves once no run is pending or running (tests, the bench). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches every folder under `dir` (itself included), but the ones `skip` names, and reports the
 * path of each entry that changed, relative to `dir`. Folders, not files: an editor that saves by
 * writing a new file and renaming it over the old one (vim, JetBrains' safe write, `sed -i`) leaves
 * a watch on the old file blind, and Node's recursive watch on Linux watches files.
 */
function watchFolders(dir: string, skip: (path: string) => boolean, onChange: (path: string) => void) {
  const watchers = new Map<string, FSWatcher>();
  const add = (folder: string): void => {
    if (watchers.has(folder)) return;
    try {
      watchers.set(
        folder,
        watch(folder, (_event, name) => {
          if (name === null) return;
          const path = relative(dir, join(folder, name)).split(sep).join('/');
          if (skip(path)) return;
          try {
            if (statSync(join(folder, name)).isDirectory()) add(join(folder, name));
          } catch {
            // Removed: a folder's own watch ends with it.
          }
          onChange(path);
        }),
      );
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = relative(dir, join(folder, entry.name)).split(sep).join('/');
        if (entry.isDirectory() && !skip(path)) add(join(folder, entry.name));
      }
    } catch {
      // A folder removed while it was being added.
    }
  };
  add(dir);
  return {
    close: () => {
      for (const watcher of watchers.values()) watcher.close();
    },
  };
}

/**
 * Watches `openapi/` under `root` and regenerates on every change of the contract.
 *
 * @example
 * const worker = startContractWorker();
 * watchContract({ root, build: worker.build, onEvent: (event) => console.log(event.type) });
 */
export function watchContract(options: ContractWatchOptions): ContractWatch {
  const { root, build, onEvent, debounceMs = 80 } = options;
  // The sources the current output (or the last refusal) was made from: a save that changes
  // nothing (an editor's touch, a change undone) makes no run.
  let lastContract = readStamp(root)?.contract;
  let saved = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const runOnce = async (): Promise<void> => {
    const files = [...saved].sort();
    saved = new Set();
    const contract = contractHash(root);
    if (contract === lastContract) return;
    const stamp = readStamp(root);
    if (stamp?.contract === contract && stamp.output === outputHash(root)) {
      // Back to the sources of the output in place (a broken edit undone): nothing to make.
      lastContract = contract;
      onEvent({ type: 'result', files, result: { ok: true, contract, changed: [], warnings: '', ms: 0 } });
      return;
    }
    onEvent({ type: 'start', files });
    const result = await runContractPipeline(root, { build, lint: true });
    lastContract = result.contract;
    if (!closed) onEvent({ type: 'result', files, result });
  };

  // A file removed while it was being read or copied, a full disk: say so; the next save retries.
  const failed = (error: unknown): void => {
    lastContract = undefined;
    const problem = `Cannot regenerate: ${error instanceof Error ? error.message : String(error)}`;
    if (!closed) onEvent({ type: 'result', files: [], result: { ok: false, contract: '', problem, ms: 0 } });
  };

  const run = (): void => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch(failed);
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
  };

  const watcher = watchFolders(
    join(root, CONTRACT_DIR),
    (path) => path === 'dist' || path === 'generated' || path === 'node_modules',
    (path) => {
      if (closed || !isContractSource(path)) return;
      saved.add(`${CONTRACT_DIR}/${path}`);
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, debounceMs);
    },
  );

  return {
    idle: async () => {
      while (timer || running) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, debounceMs));
      }
    },
    close: async () => {
      closed = true;
      watcher.close();
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
