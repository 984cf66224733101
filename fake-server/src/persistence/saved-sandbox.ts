import * as z from 'zod';
import { describeIssues } from '../api/validation-message.ts';
import { FaultSchema } from '../scenarios/faults.ts';
import { ActiveScenarioSchema, type Sandbox } from '../store/sandbox.ts';
import { CLOCK_YEARS, MAX_CLOCK_OFFSET_MS } from '../store/shared/world-range.ts';
import { restoreWorld, WorldStateError } from '../store/world.ts';
import type { SavedParts } from './sandbox-db.ts';

/** The part holding the QA switches; the others are named after the world's slices. */
export const QA_PART = '#qa';

const QaSchema = z.object({
  scenario: ActiveScenarioSchema.nullable(),
  faults: z.array(FaultSchema),
  // Rows saved before the virtual clock existed have none: real time. Any number is read, and held
  // to the clock's range below: an older server stored offsets no date can hold (8.64e15 ms).
  clockOffsetMs: z.number().default(0),
});

/**
 * A stored clock offset held to what the clock can show (world-range.ts): an offset past it, which
 * an older server kept after an import or a long run of advances, becomes the nearest one in range.
 */
function clockInRange(offsetMs: number): number {
  return Math.round(Math.min(Math.max(offsetMs, -MAX_CLOCK_OFFSET_MS), MAX_CLOCK_OFFSET_MS));
}

/** The '#qa' part of a sandbox: its QA switches and its clock. */
export function qaPart(sandbox: Pick<Sandbox, 'scenario' | 'faults' | 'clockOffsetMs'>): string {
  return JSON.stringify({
    scenario: sandbox.scenario,
    faults: sandbox.faults,
    clockOffsetMs: sandbox.clockOffsetMs,
  });
}

/**
 * What is kept of a sandbox, part by part: each slice of its world and its QA switches (not its
 * log). With `only`, just those slices; the QA switches (and clock) then only when `only` is empty
 * (a fault was taken, the clock moved), since a handler never changes them.
 */
export function sandboxParts(sandbox: Sandbox, only?: readonly string[]): SavedParts {
  const parts: SavedParts = new Map();
  const state = sandbox.state as unknown as Record<string, unknown>;
  for (const slice of only ?? Object.keys(state)) parts.set(slice, JSON.stringify(state[slice]));
  if (only === undefined || only.length === 0) parts.set(QA_PART, qaPart(sandbox));
  return parts;
}

/**
 * A sandbox read back from its saved parts; a part never saved is the seed's. What it repairs on
 * the way (a clock offset out of range) is told to `onRepair`, for the start's notice.
 * @throws WorldStateError naming what does not fit.
 */
export function restoreSandbox(
  id: string,
  saved: SavedParts,
  seedParts: SavedParts,
  seed: number,
  refDate: Date,
  onRepair?: (note: string) => void,
): Sandbox {
  const text = (part: string) => saved.get(part) ?? seedParts.get(part) ?? 'null';
  const state: Record<string, unknown> = {};
  for (const part of new Set([...seedParts.keys(), ...saved.keys()])) {
    if (part === QA_PART) continue;
    try {
      state[part] = JSON.parse(text(part));
    } catch (error) {
      throw new WorldStateError(`${part}: not JSON (${(error as Error).message})`);
    }
  }
  let qa: unknown;
  try {
    qa = JSON.parse(text(QA_PART));
  } catch (error) {
    throw new WorldStateError(`QA switches: not JSON (${(error as Error).message})`);
  }
  const switches = QaSchema.safeParse(qa);
  if (!switches.success)
    throw new WorldStateError(`QA switches: ${describeIssues(switches.error.issues, qa)}`);
  const clockOffsetMs = clockInRange(switches.data.clockOffsetMs);
  if (clockOffsetMs !== switches.data.clockOffsetMs)
    onRepair?.(
      `its clock offset ${switches.data.clockOffsetMs} ms was past the ${CLOCK_YEARS} years the clock may show; it shows the nearest day in range (reset the clock for real time)`,
    );
  return {
    id,
    state: restoreWorld(state, seed, refDate),
    scenario: switches.data.scenario,
    faults: switches.data.faults,
    clockOffsetMs,
    log: [],
    nextLogId: 1,
  };
}

/**
 * Puts a sandbox object back as `saved` says (its world, QA switches and clock), in place: the
 * cache and the calls under way hold this object. Its request log stays.
 */
export function putBack(sandbox: Sandbox, saved: Sandbox): void {
  Object.assign(sandbox.state, saved.state);
  sandbox.scenario = saved.scenario;
  sandbox.faults = saved.faults;
  sandbox.clockOffsetMs = saved.clockOffsetMs;
}
