/**
 * The contract watch's generators, in a worker thread (contract-worker-thread.ts) that stays up
 * between saves. Nothing heavy is loaded in the caller's thread: `npm run dev` keeps relaying its
 * servers' output meanwhile. (Splitting the orval projects over two threads was tried: on this
 * machine's two cores, beside the lint, it saved nothing.)
 */
import { Worker } from 'node:worker_threads';
import type { ContractBuilder } from './contract-pipeline.ts';
import { removeStage, stageContract } from './contract-stage.ts';
import type { Job, Outcome } from './contract-worker-thread.ts';

export interface ContractWorker {
  build: ContractBuilder;
  /**
   * One throwaway generation from a staged copy of `root`: the generators load their lazy parts
   * on a first run, so the first save afterwards is as quick as the next ones.
   */
  warm(root: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the generator thread (on the first build, and again after it died); `build(root)`
 * generates inside `root` there.
 *
 * @example
 * const worker = startContractWorker();
 * await runContractPipeline(root, { build: worker.build, lint: true });
 * await worker.close();
 */
export function startContractWorker(): ContractWorker {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  const running = (): Worker => {
    if (worker) return worker;
    const started = new Worker(new URL('./contract-worker-thread.ts', import.meta.url));
    started.on('message', (outcome: Outcome) => {
      const job = pending.get(outcome.id);
      pending.delete(outcome.id);
      if (outcome.ok) job?.resolve();
      else job?.reject(new Error(outcome.message));
      // Only a thread with work holds the process open: an idle one must not keep it alive.
      if (pending.size === 0) started.unref();
    });
    started.on('error', (error) => failAll(new Error(`The contract generator crashed: ${error.message}`)));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The contract generator stopped (exit ${code}).`));
    });
    worker = started;
    return started;
  };
  const build: ContractBuilder = (root) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const current = running();
      current.ref();
      current.postMessage({ id, root } satisfies Job);
    });
  return {
    build,
    warm: async (root) => {
      const stage = stageContract(root);
      await build(stage).catch(() => undefined); // a contract that fails says so on its next save
      removeStage(stage);
    },
    close: async () => {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}
