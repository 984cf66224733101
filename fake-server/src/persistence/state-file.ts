import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod';
import { describeIssues } from '../api/validation-message.ts';
import { FaultSchema } from '../scenarios/faults.ts';
import { ActiveScenarioSchema, type Sandbox } from '../store/sandbox.ts';
import { restoreWorld, WorldStateError } from '../store/world.ts';

const FORMAT = 'cashloan-fake-server-state';

const SavedFileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  seed: z.int(),
  sandboxes: z.record(
    z.string(),
    z.object({ state: z.unknown(), scenario: ActiveScenarioSchema.nullable(), faults: z.array(FaultSchema) }),
  ),
});

/** A state file the server refuses to start with; the message says what to do. */
export class StateFileError extends Error {}

function refuse(path: string, problem: string): StateFileError {
  return new StateFileError(
    `Cannot start: the state file ${path} ${problem}. The file was left untouched. ` +
      'Fix it, delete it to start again from the seed, or set FAKE_STATE_FILE to another path.',
  );
}

export interface LoadedState {
  seed: number;
  sandboxes: Sandbox[];
}

/**
 * Reads the sandboxes saved in a state file; undefined when the file does not exist yet.
 * @throws StateFileError when the file cannot be read or does not hold fake-server state.
 */
export function loadStateFile(path: string, seed: number, refDate: Date): LoadedState | undefined {
  if (!existsSync(path)) return undefined;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw refuse(path, `cannot be read (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw refuse(path, `is not valid JSON (${(error as Error).message})`);
  }
  const parsed = SavedFileSchema.safeParse(json);
  if (!parsed.success)
    throw refuse(path, `is not fake-server state (${describeIssues(parsed.error.issues, json)})`);
  const sandboxes: Sandbox[] = [];
  for (const [id, saved] of Object.entries(parsed.data.sandboxes)) {
    try {
      const state = restoreWorld(saved.state, seed, refDate);
      sandboxes.push({ id, state, scenario: saved.scenario, faults: saved.faults, log: [], nextLogId: 1 });
    } catch (error) {
      if (error instanceof WorldStateError)
        throw refuse(path, `has a broken sandbox '${id}' (${error.message})`);
      throw error;
    }
  }
  return { seed: parsed.data.seed, sandboxes };
}

/**
 * Writes every sandbox after each change: to a temporary file first, then renamed over the state
 * file, so a crash never leaves half a file. The request log is not saved.
 */
export class StateFileWriter {
  readonly #path: string;
  readonly #seed: number;
  #lastWritten = '';
  #failed = false;

  constructor(path: string, seed: number) {
    this.#path = path;
    this.#seed = seed;
  }

  write(sandboxes: readonly Sandbox[]): void {
    const saved = Object.fromEntries(
      sandboxes.map((sandbox) => [
        sandbox.id,
        { state: sandbox.state, scenario: sandbox.scenario, faults: sandbox.faults },
      ]),
    );
    const text = JSON.stringify({ format: FORMAT, version: 1, seed: this.#seed, sandboxes: saved });
    if (text === this.#lastWritten) return;
    const temporary = `${this.#path}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(this.#path), { recursive: true });
      writeFileSync(temporary, text);
      renameSync(temporary, this.#path);
      this.#lastWritten = text;
      this.#failed = false;
    } catch (error) {
      // Keep serving; say it once per failure streak rather than on every call.
      if (!this.#failed) {
        console.error(`fake-server: could not save state to ${this.#path}: ${(error as Error).message}`);
      }
      this.#failed = true;
    }
  }
}
