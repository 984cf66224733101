import { existsSync, readFileSync } from 'node:fs';
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
      'Fix it or unset FAKE_STATE_FILE (it is read once, to move its sandboxes into FAKE_DB).',
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
      sandboxes.push({
        id,
        state,
        scenario: saved.scenario,
        faults: saved.faults,
        clockOffsetMs: 0,
        log: [],
        nextLogId: 1,
      });
    } catch (error) {
      if (error instanceof WorldStateError)
        throw refuse(path, `has a broken sandbox '${id}' (${error.message})`);
      throw error;
    }
  }
  return { seed: parsed.data.seed, sandboxes };
}
