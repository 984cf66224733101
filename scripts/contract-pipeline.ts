/**
 * One regeneration of everything the contract makes, all or nothing: stage a copy of the sources,
 * lint it and generate from it side by side, and only when both succeed copy the changed output
 * into the project (with a new stamp). A contract that does not lint or generate leaves the last
 * good output exactly as it was.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractHash, outputHash, STAMP_FILE, stampText } from './contract-files.ts';
import { type LintResult, lintContract } from './contract-lint.ts';
import { removeStage, stageContract, syncOutputs } from './contract-stage.ts';

/** Generates from the contract inside a project tree (contract-build.ts, or its worker). */
export type ContractBuilder = (root: string) => Promise<void>;

export type PipelineResult =
  | {
      ok: true;
      /** Hash of the sources this result was made from. */
      contract: string;
      /** Generated files that changed in the project (relative paths); empty when none did. */
      changed: string[];
      /** Lint warnings (they do not stop the output), else empty. */
      warnings: string;
      ms: number;
      /** Where the time went: the lint and the generation ran side by side, then the copy back. */
      steps?: { lintMs: number; buildMs: number; syncMs: number };
    }
  | {
      ok: false;
      contract: string;
      /** What is wrong with the contract, ready to print. */
      problem: string;
      ms: number;
    };

export interface PipelineOptions {
  build: ContractBuilder;
  /** Run the contract lint too and refuse a contract with lint errors (the dev loop does). */
  lint?: boolean;
}

const NO_LINT: LintResult = { ok: true, problems: '' };

/**
 * Regenerates the output of the contract under `root`.
 *
 * @example
 * const result = await runContractPipeline(root, { build: buildContract, lint: true });
 * if (!result.ok) console.error(result.problem); // the last good output is still in place
 */
export async function runContractPipeline(root: string, options: PipelineOptions): Promise<PipelineResult> {
  const started = performance.now();
  const stage = stageContract(root);
  const ms = () => Math.round(performance.now() - started);
  try {
    const contract = contractHash(stage);
    const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
      const began = performance.now();
      const value = await work;
      return [value, Math.round(performance.now() - began)];
    };
    const [[lint, lintMs], [built, buildMs]] = await Promise.all([
      timed(options.lint ? lintContract(stage) : Promise.resolve(NO_LINT)),
      timed(
        options.build(stage).then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        ),
      ),
    ]);
    if (!lint.ok)
      return { ok: false, contract, problem: `The contract does not lint:\n${lint.problems}`, ms: ms() };
    if (built !== undefined) return { ok: false, contract, problem: built, ms: ms() };
    writeFileSync(join(stage, STAMP_FILE), stampText({ contract, output: outputHash(stage) }));
    const syncing = performance.now();
    const changed = syncOutputs(stage, root);
    const syncMs = Math.round(performance.now() - syncing);
    return {
      ok: true,
      contract,
      changed,
      warnings: lint.problems,
      ms: ms(),
      steps: { lintMs, buildMs, syncMs },
    };
  } finally {
    removeStage(stage);
  }
}
