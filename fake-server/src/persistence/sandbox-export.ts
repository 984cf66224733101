import * as z from 'zod';
import { describeIssues } from '../api/validation-message.ts';
import { FaultSchema } from '../scenarios/faults.ts';
import { ActiveScenarioSchema, reservedSandboxProblem, type Sandbox } from '../store/sandbox.ts';
import { isoDate } from '../store/shared/dates.ts';
import {
  CLOCK_YEARS,
  latestClockDay,
  latestClockMs,
  MAX_CLOCK_OFFSET_MS,
} from '../store/shared/world-range.ts';
import { type WorldState, WorldStateError, worldSliceKeys } from '../store/world.ts';
import type { SavedParts } from './sandbox-db.ts';
import { QA_PART, qaPart, restoreSandbox, sandboxParts } from './saved-sandbox.ts';

/** What a sandbox export says it is, so any other JSON file is refused by name. */
export const EXPORT_FORMAT = 'cashloan-fake-sandbox';
/**
 * The layout of an export. Bump it when a field's meaning changes or one becomes required: an
 * importer reads every version up to its own and fills what an older one lacks, and refuses newer
 * ones by name. Version 2 added `clock` (version 1 had none: real time).
 */
export const EXPORT_VERSION = 2;

/** A sandbox as a file a QA person hands to a developer (GET /__fake/sandboxes/:id/export). */
export interface SandboxExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** FAKE_SEED of the exporting server: shared data (names, amounts) only match under the same seed. */
  seed: number;
  exportedAt: string;
  sandboxId: string;
  state: WorldState;
  scenario: Sandbox['scenario'];
  faults: Sandbox['faults'];
  /**
   * The sandbox's virtual clock: `offsetMs` is what the importer keeps (the world is re-seeded
   * relative to the importing day, so the offset, not the instant, keeps the bug's "days later");
   * `now` is the exporting sandbox's now, for a reader.
   */
  clock: { offsetMs: number; now: string };
}

/** The world and QA switches of a sandbox; not its request log, not its uploaded images. */
export function exportSandbox(sandbox: Sandbox, seed: number, at: Date, sandboxNow: Date): SandboxExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    seed,
    exportedAt: at.toISOString(),
    sandboxId: sandbox.id,
    state: sandbox.state,
    scenario: sandbox.scenario,
    faults: sandbox.faults,
    clock: { offsetMs: sandbox.clockOffsetMs, now: sandboxNow.toISOString() },
  };
}

/** An export that cannot be imported; the message says what is wrong. */
export class SandboxImportError extends Error {}

export interface ImportTarget {
  /** The sandbox the export goes into. */
  sandboxId: string;
  /** FAKE_SEED of this server. */
  seed: number;
  refDate: Date;
  /** The server's clock: the imported offset is added to it. */
  now: Date;
  /** The seed world: a slice an older export lacks is taken from it, as the store does. */
  seedWorld: WorldState;
  isScenario: (name: string) => boolean;
  isOperation: (operationId: string) => boolean;
}

export interface ImportedSandbox {
  sandbox: Sandbox;
  from: string;
  exportedAt: string;
}

const EnvelopeSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  sandboxId: z.string().min(1).max(200),
  state: z.record(z.string(), z.unknown()),
  scenario: ActiveScenarioSchema.nullable(),
  faults: z.array(FaultSchema),
  // Optional here; a version 2 file without it is refused in readSandboxExport.
  clock: z.object({ offsetMs: z.int(), now: z.string().optional() }).optional(),
});

/** A value in a message: short, and never a whole slice. */
function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value.slice(0, 40)}'`;
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
}

/** The format, version and seed, checked first: a file of another kind or seed says so plainly. */
function checkHeader(input: Record<string, unknown>, target: ImportTarget): void {
  if (input.format !== EXPORT_FORMAT)
    throw new SandboxImportError(
      `format: expected '${EXPORT_FORMAT}', got ${describe(input.format)}; this is not a fake-server sandbox export`,
    );
  const { version, seed } = input;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new SandboxImportError(`version: must be a whole number from 1, got ${describe(version)}`);
  if (version > EXPORT_VERSION)
    throw new SandboxImportError(
      `version ${version} is newer than this fake server reads (up to ${EXPORT_VERSION}); update this checkout and try again`,
    );
  if (typeof seed !== 'number' || !Number.isInteger(seed))
    throw new SandboxImportError(`seed: must be a whole number, got ${describe(seed)}`);
  if (seed !== target.seed)
    throw new SandboxImportError(
      `seed: the export was made with FAKE_SEED ${seed}, and this server runs FAKE_SEED ${target.seed}; ` +
        `import it into a server started with FAKE_SEED=${seed}`,
    );
}

/**
 * The imported clock must show a day in the clock's range here (world-range.ts): an offset past it
 * made every call of the sandbox answer 500. One that lands before the seed day is
 * floored to it, as any offset kept across days is.
 */
function checkClock(offsetMs: number, target: ImportTarget): void {
  const latest = latestClockDay(target.refDate);
  const lands = target.now.getTime() + offsetMs;
  if (lands > latestClockMs(target.refDate) || Math.abs(offsetMs) > MAX_CLOCK_OFFSET_MS) {
    const where =
      offsetMs < -MAX_CLOCK_OFFSET_MS
        ? `puts the clock more than ${CLOCK_YEARS} years back`
        : offsetMs > MAX_CLOCK_OFFSET_MS
          ? 'puts the clock beyond its range'
          : `puts the clock on ${isoDate(new Date(lands))}`;
    throw new SandboxImportError(
      `clock.offsetMs: ${offsetMs} ${where}; it may show the seed day ${isoDate(target.refDate)} to ${latest} (${CLOCK_YEARS} years on). ` +
        'Export the sandbox again once its clock is within that range, or set clock.offsetMs to 0 for real time',
    );
  }
}

/** Scenario and faults must name what this server has, or they would silently do nothing. */
function checkSwitches(envelope: z.infer<typeof EnvelopeSchema>, target: ImportTarget): void {
  if (envelope.scenario !== null && !target.isScenario(envelope.scenario.name))
    throw new SandboxImportError(`scenario: this fake server has no scenario '${envelope.scenario.name}'`);
  const unknown = envelope.faults.find(
    (fault) => fault.operationId !== '*' && !target.isOperation(fault.operationId),
  );
  if (unknown !== undefined)
    throw new SandboxImportError(`faults: this fake server has no operation '${unknown.operationId}'`);
}

/**
 * Reads an export into a sandbox for the target id, checking the envelope and every slice with
 * the schemas the store loads with (restoreSandbox). Nothing is changed here.
 * @throws SandboxImportError naming the first thing that does not fit.
 */
export function readSandboxExport(input: unknown, target: ImportTarget): ImportedSandbox {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new SandboxImportError(
      `the file is not a sandbox export (a JSON object with format '${EXPORT_FORMAT}')`,
    );
  const record = input as Record<string, unknown>;
  checkHeader(record, target);
  const parsed = EnvelopeSchema.safeParse(record);
  if (!parsed.success) throw new SandboxImportError(describeIssues(parsed.error.issues, record));
  const envelope = parsed.data;
  if (record.version !== 1 && envelope.clock === undefined)
    throw new SandboxImportError(`clock: a version ${String(record.version)} export must have { offsetMs }`);
  const reserved = reservedSandboxProblem({ sessionId: envelope.sandboxId });
  if (reserved !== undefined) throw new SandboxImportError(`sandboxId: ${reserved}`);
  const known = new Set(['shared', ...worldSliceKeys]);
  const strange = Object.keys(envelope.state).filter((key) => !known.has(key));
  if (strange.length > 0)
    throw new SandboxImportError(
      `state: this fake server has no slice ${strange.map((key) => `'${key}'`).join(', ')} (exported by a newer checkout?)`,
    );
  // Said here for a whole slice of the wrong kind; restoreSandbox names the field inside one.
  for (const [slice, value] of Object.entries(envelope.state))
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new SandboxImportError(`state.${slice}: must be an object, got ${describe(value)}`);
  checkSwitches(envelope, target);
  checkClock(envelope.clock?.offsetMs ?? 0, target);

  // As stored parts, so restoreSandbox checks them exactly as it checks a stored sandbox.
  const saved: SavedParts = new Map(
    Object.entries(envelope.state).map(([slice, value]) => [slice, JSON.stringify(value)]),
  );
  saved.set(
    QA_PART,
    // Version 1 had no clock: real time.
    qaPart({ ...envelope, clockOffsetMs: envelope.clock?.offsetMs ?? 0 }),
  );
  const seedParts = sandboxParts({
    id: target.sandboxId,
    state: target.seedWorld,
    scenario: null,
    faults: [],
    clockOffsetMs: 0,
    log: [],
    nextLogId: 1,
  });
  try {
    const sandbox = restoreSandbox(target.sandboxId, saved, seedParts, target.seed, target.refDate);
    return { sandbox, from: envelope.sandboxId, exportedAt: envelope.exportedAt };
  } catch (error) {
    if (error instanceof WorldStateError) throw new SandboxImportError(`state.${error.message}`);
    throw error;
  }
}
